import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { JsonLd } from '@/components/json-ld';
import { PostCard } from '@/components/post-card';
import { TitledSection } from '@/components/titled-section';
import { siteName } from '@/config/site';
import { asLocale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { blogPosts } from '@/lib/cms/blog';
import { getWebsiteConfig } from '@/lib/cms/website-config';
import { organisationJsonLd } from '@/lib/seo/json-ld';
import { routeMetadata } from '@/lib/seo/metadata';
import { routeHref } from '@/routes/match';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    ...routeMetadata({
      locale,
      name: 'index',
      title: t('homeTitle', { siteName }),
      description: t('homeDescription'),
    }),
    // The home title stands alone, without the "| Belong" template.
    title: { absolute: t('homeTitle', { siteName }) },
  };
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Home' });
  const [posts, { config }] = await Promise.all([blogPosts.list(locale), getWebsiteConfig({ fresh: false })]);
  const latest = posts.slice(0, 3);

  return (
    <>
      <JsonLd data={organisationJsonLd(config)} />
      <h1 className="text-4xl font-bold tracking-tight">{t('heading')}</h1>
      <p className="mt-4 text-lg text-fg-soft">{t('intro', { siteName })}</p>
      <TitledSection id="latest-posts" title={t('latestPosts')} className="mt-12">
        <div className="mt-6 grid gap-6">
          {latest.map((post) => (
            <PostCard key={post.slug} post={post} headingLevel={3} />
          ))}
        </div>
        <p className="mt-6">
          <Link href={routeHref('blog')} className="font-medium text-link underline">
            {t('allPosts')}
          </Link>
        </p>
      </TitledSection>
    </>
  );
}
