import { getTranslations } from 'next-intl/server';

import { ContentCard } from '@/components/content-card';
import { marketingMetadata } from '@/components/marketing-page';
import { PageIntro } from '@/components/page-intro';
import { asLocale } from '@/i18n/locales';
import { howToGuides } from '@/lib/cms/how-to';
import { routeHref } from '@/routes/match';

export const generateMetadata = marketingMetadata('howTo', 'how-to');

export default async function HowToPage({ params }: PageProps<'/[locale]/how-to'>) {
  const locale = asLocale((await params).locale);
  const [list, t] = await Promise.all([
    howToGuides.list(locale),
    getTranslations({ locale, namespace: 'HowTo' }),
  ]);
  return (
    <>
      <PageIntro pageKey="howTo" />
      <div className="mt-8 grid gap-6">
        {list.map((guide) => (
          <ContentCard
            key={guide.slug}
            href={routeHref('how-to-slug', { slug: guide.slug })}
            title={guide.title}
            summary={guide.summary}
            meta={[
              t(`levels.${guide.level}`),
              guide.durationMinutes ? t('duration', { minutes: guide.durationMinutes }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
            lang={guide.isFallback ? guide.locale : undefined}
          />
        ))}
      </div>
    </>
  );
}
