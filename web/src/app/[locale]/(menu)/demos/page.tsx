import { CmsPageSections, cmsPageMetadata } from '@/components/cms-page';
import { ContentCard } from '@/components/content-card';
import { asLocale } from '@/i18n/locales';
import { demos } from '@/lib/cms/demos';
import { routeHref } from '@/routes/match';

export const generateMetadata = cmsPageMetadata('demos');

export default async function DemosPage({ params }: PageProps<'/[locale]/demos'>) {
  const locale = asLocale((await params).locale);
  const list = await demos.list(locale);
  return (
    <>
      <CmsPageSections name="demos" />
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        {list.map((demo) => (
          <ContentCard
            key={demo.slug}
            href={routeHref('demos-slug', { slug: demo.slug })}
            title={demo.title}
            summary={demo.summary}
            lang={demo.isFallback ? demo.locale : undefined}
          />
        ))}
      </div>
    </>
  );
}
