import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { CmsPageSections, cmsPageMetadata } from '@/components/cms-page';
import { PostCard } from '@/components/post-card';
import { currentSiteName } from '@/lib/cms/website-config';
import { asLocale, type Locale } from '@/i18n/locales';
import { blogPosts } from '@/lib/cms/blog';

const pageMetadata = cmsPageMetadata('blog');

export async function generateMetadata({ params }: PageProps<'/[locale]/blog'>): Promise<Metadata> {
  const [metadata, { locale }] = await Promise.all([pageMetadata(), params]);
  const [t, siteName] = await Promise.all([
    getTranslations({ locale: asLocale(locale), namespace: 'Content' }),
    currentSiteName(),
  ]);
  const feed = { url: feedPath(asLocale(locale)), title: t('rssTitle', { siteName }) };
  return { ...metadata, alternates: { ...metadata.alternates, types: { 'application/rss+xml': [feed] } } };
}

const feedPath = (locale: Locale) => `/feeds/blog/${locale}.xml`;

export default async function BlogIndexPage({ params }: PageProps<'/[locale]/blog'>) {
  const locale = asLocale((await params).locale);
  const [t, content, posts] = await Promise.all([
    getTranslations({ locale, namespace: 'BlogIndex' }),
    getTranslations({ locale, namespace: 'Content' }),
    blogPosts.list(locale),
  ]);

  return (
    <>
      <CmsPageSections name="blog" />
      <p className="mt-6 flex flex-wrap gap-x-4 text-sm text-muted">
        <span>{t('postCount', { count: posts.length })}</span>
        {/* A file, not a page: a plain link. */}
        <a href={feedPath(locale)} className="text-link underline" type="application/rss+xml">
          {content('rss')}
        </a>
      </p>
      {posts.length === 0 ? (
        <p className="mt-8">{t('empty')}</p>
      ) : (
        <div className="mt-8 grid gap-6">
          {posts.map((post) => (
            <PostCard key={post.slug} post={post} withTags />
          ))}
        </div>
      )}
    </>
  );
}
