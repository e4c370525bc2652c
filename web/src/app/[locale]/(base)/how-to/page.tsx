import { CmsPageSections, cmsPageMetadata } from '@/components/cms-page';
import { GuideCard } from '@/components/guide-card';
import { asLocale } from '@/i18n/locales';
import { howToGuides } from '@/lib/cms/how-to';

export const generateMetadata = cmsPageMetadata('how-to');

export default async function HowToPage({ params }: PageProps<'/[locale]/how-to'>) {
  const locale = asLocale((await params).locale);
  const list = await howToGuides.list(locale);
  return (
    <>
      <CmsPageSections name="how-to" />
      <div className="mt-8 grid gap-6">
        {list.map((guide) => (
          <GuideCard key={guide.slug} guide={guide} />
        ))}
      </div>
    </>
  );
}
