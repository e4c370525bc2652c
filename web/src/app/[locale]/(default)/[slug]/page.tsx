import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { DemoFlow } from '@/components/demo/demo-flow';
import { demoKindOf } from '@/components/demo/demo-kind';
import { FallbackNote } from '@/components/fallback-note';
import { Markdown } from '@/components/markdown';
import { ButtonLink } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { RenderSections } from '@/sections/render-sections';
import { demos } from '@/lib/cms/demos';
import { detailRoute } from '@/lib/seo/detail-route';
import { routeHref } from '@/routes/match';
import { withSiteName } from '@/lib/cms/sections';
import { currentSiteName } from '@/lib/cms/website-config';

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
  const [t, siteName] = await Promise.all([
    getTranslations({ locale, namespace: 'Demo' }),
    currentSiteName(),
  ]);
  const kind = demoKindOf(demo.slug);

  return (
    <article>
      <header
        className="bg-primary-800 py-16 text-white dark:bg-primary-900"
        lang={demo.isFallback ? demo.locale : undefined}
      >
        <div className="mx-auto max-w-6xl px-4">
          {demo.isFallback && <FallbackNote />}
          <h1 className="text-4xl font-bold tracking-tight">{demo.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-primary-50">{demo.summary}</p>
          {demo.ctaUrl && (
            <ButtonLink href={demo.ctaUrl} variant="inverse" size="lg" className="mt-8">
              {demo.ctaLabel ?? t('open')}
            </ButtonLink>
          )}
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-10">
        {kind ? (
          // The demo itself replaces the text that described it.
          <DemoFlow kind={kind} locale={locale} />
        ) : (
          <div className="max-w-3xl" lang={demo.bodyLocale === locale ? undefined : demo.bodyLocale}>
            <Markdown>{demo.body}</Markdown>
          </div>
        )}
        <div lang={demo.isFallback ? demo.locale : undefined}>
          <RenderSections
            sections={withSiteName(demo.sections, siteName)}
            locale={locale}
            source={`demo "${demo.slug}"`}
            idPrefix="demo-"
            leadsPage={false}
          />
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
