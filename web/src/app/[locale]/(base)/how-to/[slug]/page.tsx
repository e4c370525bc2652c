import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { ArticleHeader } from '@/components/article-header';
import { Markdown } from '@/components/markdown';
import { howToGuides } from '@/lib/cms/how-to';
import { detailRoute } from '@/lib/seo/detail-route';
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
  const t = await getTranslations({ locale, namespace: 'HowTo' });

  return (
    <article>
      <ArticleHeader back={{ href: routeHref('how-to'), label: t('backToGuides') }} entry={guide} />
      <p className="mt-4 text-sm text-muted">
        {t('level')}: {t(`levels.${guide.level}`)}
        {guide.durationMinutes ? ` · ${t('duration', { minutes: guide.durationMinutes })}` : null}
      </p>
      <div className="mt-8" lang={guide.bodyLocale === locale ? undefined : guide.bodyLocale}>
        <Markdown>{guide.body}</Markdown>
      </div>
    </article>
  );
}
