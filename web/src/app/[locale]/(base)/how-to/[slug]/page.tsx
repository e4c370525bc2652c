import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { FallbackNote } from '@/components/fallback-note';
import { Markdown } from '@/components/markdown';
import { Link } from '@/i18n/navigation';
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
      <p className="text-sm">
        <Link href={routeHref('how-to')} className="text-link underline">
          {t('backToGuides')}
        </Link>
      </p>
      <header className="mt-6" lang={guide.isFallback ? guide.locale : undefined}>
        {guide.isFallback && <FallbackNote />}
        <h1 className="text-3xl font-bold tracking-tight">{guide.title}</h1>
        <p className="mt-3 text-lg text-fg-soft">{guide.summary}</p>
      </header>
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
