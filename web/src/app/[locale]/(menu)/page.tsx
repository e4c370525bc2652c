import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { PostCard } from '@/components/post-card';
import { TitledSection } from '@/components/titled-section';
import { siteName } from '@/config/site';
import { asLocale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { blogPosts } from '@/lib/cms/blog';
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
  const latest = (await blogPosts.list(locale)).slice(0, 3);

  return (
    <>
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
