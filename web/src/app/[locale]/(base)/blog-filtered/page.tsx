import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';

import { cmsPageMetadata } from '@/components/cms-page';
import { PostCard } from '@/components/post-card';
import { asLocale } from '@/i18n/locales';
import { tagAsWords, tagFromQuery } from '@/lib/blog/tags';
import { blogPosts } from '@/lib/cms/blog';
import { localizedPath, routeHref } from '@/routes/match';

/**
 * `/blog?tag=…`: the posts with one tag, rendered on request (the proxy rewrites here only for a
 * well-formed tag, so the plain list stays static). Not a public path: `/blog-filtered` itself is a 404
 * at the proxy. Tags are the editors' words in each language, so the filter keeps to the visitor's
 * language's posts. A tag no post has shows a note and the way back, not an error.
 */
export async function generateMetadata(): Promise<Metadata> {
  const metadata = await cmsPageMetadata('blog')();
  return { ...metadata, robots: { index: false, follow: true } };
}

export default async function TaggedPostsPage({ searchParams }: PageProps<'/[locale]/blog-filtered'>) {
  const locale = asLocale(await rootLocale());
  const tag = tagFromQuery((await searchParams).tag) ?? '';
  const [t, posts] = await Promise.all([
    getTranslations({ locale, namespace: 'BlogTags' }),
    blogPosts.list(locale),
  ]);
  const tagged = posts.filter((post) => post.tags.some(({ key }) => key === tag));
  // The words an editor wrote for it; a key no post has, as words.
  const name = (key: string) =>
    tagged.flatMap((post) => post.tags).find((other) => other.key === key)?.label ?? tagAsWords(key);
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {t('heading', { tag: name(tag) })}
      </h1>
      <p className="mt-4 text-sm">
        <a href={localizedPath(routeHref('blog'), {}, locale)} className="text-link underline">
          {t('allPosts')}
        </a>
      </p>
      {tagged.length === 0 ? (
        <p className="mt-8" data-no-posts="">
          {t('none', { tag: name(tag) })}
        </p>
      ) : (
        <div className="mt-8 grid gap-6">
          {tagged.map((post) => (
            <PostCard key={post.slug} post={post} withTags />
          ))}
        </div>
      )}
    </>
  );
}
