import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { PostCard } from '@/components/post-card';
import { siteName } from '@/config/site';
import { asLocale } from '@/i18n/locales';
import { blogPosts } from '@/lib/cms/blog';
import { routeMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/blog'>): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'BlogIndex' });
  return routeMetadata({ locale, name: 'blog', title: t('title'), description: t('description') });
}

export default async function BlogIndexPage({ params }: PageProps<'/[locale]/blog'>) {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'BlogIndex' });
  const posts = await blogPosts.list(locale);

  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">{t('heading', { siteName })}</h1>
      <p className="mt-2 text-muted">{t('description')}</p>
      <p className="mt-1 text-sm text-muted">{t('postCount', { count: posts.length })}</p>
      {posts.length === 0 ? (
        <p className="mt-8">{t('empty')}</p>
      ) : (
        <div className="mt-8 grid gap-6">
          {posts.map((post) => (
            <PostCard key={post.slug} post={post} />
          ))}
        </div>
      )}
    </>
  );
}
