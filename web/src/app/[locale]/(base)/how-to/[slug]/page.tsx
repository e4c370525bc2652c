import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { ArticleHeader } from '@/components/article-header';
import { GuideCard } from '@/components/guide-card';
import { JsonLd } from '@/components/json-ld';
import { Markdown } from '@/components/markdown';
import { RelatedEntries } from '@/components/related-entries';
import { howToGuides } from '@/lib/cms/how-to';
import { readingMinutes } from '@/lib/reading-time';
import { detailRoute } from '@/lib/seo/detail-route';
import { howToJsonLd } from '@/lib/seo/json-ld';
import { routeHref } from '@/routes/match';

const route = detailRoute({
  collection: howToGuides,
  name: 'how-to-slug',
  param: 'slug',
  describe: (guide) => ({ title: guide.title, description: guide.summary }),
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function HowToGuidePage({ params }: PageProps<'/[locale]/how-to/[slug]'>) {
  const { locale, entry: guide } = await route.entry(params);
  if (!guide) notFound();
  const [t, content, guides] = await Promise.all([
    getTranslations({ locale, namespace: 'HowTo' }),
    getTranslations({ locale, namespace: 'Content' }),
    howToGuides.list(locale),
  ]);
  const related = guides.filter((other) => other.slug !== guide.slug).slice(0, 3);

  return (
    <article>
      <JsonLd data={howToJsonLd(guide, locale)} />
      <ArticleHeader back={{ href: routeHref('how-to'), label: t('backToGuides') }} entry={guide} />
      <p className="mt-4 text-sm text-muted">
        {t('level')}: {t(`levels.${guide.level}`)}
        {guide.durationMinutes ? ` · ${t('duration', { minutes: guide.durationMinutes })}` : null}
        {` · ${content('readingTime', { minutes: readingMinutes(guide.body) })}`}
      </p>
      <div className="mt-8 max-w-3xl" lang={guide.bodyLocale === locale ? undefined : guide.bodyLocale}>
        <Markdown>{guide.body}</Markdown>
      </div>
      <RelatedEntries>
        {related.map((other) => (
          <GuideCard key={other.slug} guide={other} headingLevel={3} />
        ))}
      </RelatedEntries>
    </article>
  );
}
