import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';

import { ArticleHeader } from '@/components/article-header';
import { PostTags } from '@/components/blog/post-tags';
import { CmsImage } from '@/components/cms-image';
import { JsonLd } from '@/components/json-ld';
import { Markdown } from '@/components/markdown';
import { PostCard } from '@/components/post-card';
import { RelatedEntries } from '@/components/related-entries';
import { blogPosts } from '@/lib/cms/blog';
import type { BlogPostSummary } from '@/lib/cms/types';
import { readingMinutes } from '@/lib/reading-time';
import { detailRoute } from '@/lib/seo/detail-route';
import { currentSiteName } from '@/lib/cms/website-config';
import { blogPostingJsonLd } from '@/lib/seo/json-ld';
import { routeHref } from '@/routes/match';

const route = detailRoute({
  collection: blogPosts,
  name: 'blog-blog_slug',
  param: 'blog_slug',
  describe: (post) => ({
    title: post.title,
    description: post.summary,
    openGraph: { type: 'article', publishedTime: post.publishedOn },
  }),
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function BlogPostPage({ params }: PageProps<'/[locale]/blog/[blog_slug]'>) {
  const { locale, entry: post } = await route.entry(params);
  if (!post) notFound();

  const [t, content, format, allPosts, siteName] = await Promise.all([
    getTranslations({ locale, namespace: 'BlogPost' }),
    getTranslations({ locale, namespace: 'Content' }),
    getFormatter({ locale }),
    blogPosts.list(locale),
    currentSiteName(),
  ]);
  // Posts sharing a tag first, then the newest; never the post itself.
  const shared = (other: BlogPostSummary) =>
    other.tags.filter((tag) => post.tags.some(({ key }) => key === tag.key)).length;
  const related = allPosts
    .filter((other) => other.slug !== post.slug)
    .sort((a, b) => shared(b) - shared(a))
    .slice(0, 3);

  return (
    <article>
      <JsonLd data={blogPostingJsonLd(post, locale, siteName)} />
      <ArticleHeader back={{ href: routeHref('blog'), label: t('backToBlog') }} entry={post} />
      <p className="mt-4 text-sm text-muted">
        {post.author && <span>{t('byline', { author: post.author })} · </span>}
        <time dateTime={post.publishedOn}>
          {t('publishedOn', {
            date: format.dateTime(new Date(post.publishedOn), { dateStyle: 'long', timeZone: 'UTC' }),
          })}
        </time>
        <span> · {content('readingTime', { minutes: readingMinutes(post.body) })}</span>
      </p>
      {post.cover && (
        <CmsImage
          media={post.cover}
          sizes="(min-width: 1024px) 1024px, 100vw"
          className="mt-8 rounded-xl"
          priority
        />
      )}
      {post.body && (
        <div className="mt-8 max-w-3xl" lang={post.bodyLocale === locale ? undefined : post.bodyLocale}>
          <Markdown>{post.body}</Markdown>
        </div>
      )}
      <PostTags tags={post.tags} locale={locale} label={t('tags')} />
      <RelatedEntries>
        {related.map((other) => (
          <PostCard key={other.slug} post={other} headingLevel={3} />
        ))}
      </RelatedEntries>
    </article>
  );
}
