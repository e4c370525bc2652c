import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { FallbackNote } from '@/components/fallback-note';
import { Markdown } from '@/components/markdown';
import { Link } from '@/i18n/navigation';
import { demos } from '@/lib/cms/demos';
import { detailRoute } from '@/lib/seo/detail-route';
import { routeHref } from '@/routes/match';

const route = detailRoute({
  collection: demos,
  name: 'demos-slug',
  param: 'slug',
  describe: (demo) => ({ title: demo.title, description: demo.summary }),
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function DemoPage({ params }: PageProps<'/[locale]/[slug]'>) {
  const { locale, entry: demo } = await route.entry(params);
  if (!demo) notFound();
  const t = await getTranslations({ locale, namespace: 'Demo' });

  return (
    <article>
      <header
        className="bg-violet-700 px-4 py-16 text-white"
        lang={demo.isFallback ? demo.locale : undefined}
      >
        <div className="mx-auto max-w-5xl">
          {demo.isFallback && <FallbackNote />}
          <h1 className="text-4xl font-bold tracking-tight">{demo.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-violet-50">{demo.summary}</p>
          {demo.ctaUrl?.startsWith('/') && (
            <p className="mt-8">
              <Link
                href={demo.ctaUrl}
                className="rounded-md bg-surface px-4 py-2 font-semibold text-primary-strong"
              >
                {demo.ctaLabel ?? t('open')}
              </Link>
            </p>
          )}
        </div>
      </header>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <div lang={demo.bodyLocale === locale ? undefined : demo.bodyLocale}>
          <Markdown>{demo.body}</Markdown>
        </div>
        <p className="mt-10 text-sm">
          <Link href={routeHref('demos')} className="text-link underline">
            {t('backToDemos')}
          </Link>
        </p>
      </div>
    </article>
  );
}
