import { CmsPageSections, cmsPageMetadata } from '@/components/cms-page';
import { HubCard } from '@/components/hub-card';
import { asLocale } from '@/i18n/locales';
import { hubs } from '@/lib/cms/hubs';

export const generateMetadata = cmsPageMetadata('hubs');

export default async function HubsPage({ params }: PageProps<'/[locale]/hubs'>) {
  const locale = asLocale((await params).locale);
  const list = await hubs.list(locale);
  return (
    <>
      <CmsPageSections name="hubs" />
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        {list.map((hub) => (
          <HubCard key={hub.slug} hub={hub} />
        ))}
      </div>
    </>
  );
}
