import { getFormatter, getLocale, getTranslations } from 'next-intl/server';

import { asLocale } from '@/i18n/locales';
import type { BlogPostSummary } from '@/lib/cms/types';
import { routeHref } from '@/routes/match';

import { PostTags } from './blog/post-tags';
import { ContentCard } from './content-card';

/**
 * A blog post in a list: its publication date (a calendar date, so shown as written) and, in the blog's
 * own lists (`withTags`), its tags as links to the posts that share them.
 */
export async function PostCard({
  post,
  headingLevel = 2,
  withTags = false,
}: {
  post: BlogPostSummary;
  headingLevel?: 2 | 3;
  withTags?: boolean;
}) {
  const [format, locale] = await Promise.all([getFormatter(), getLocale()]);
  const t = await getTranslations({ locale, namespace: 'BlogTags' });
  return (
    <ContentCard
      href={routeHref('blog-blog_slug', { blog_slug: post.slug })}
      title={post.title}
      summary={post.summary}
      headingLevel={headingLevel}
      meta={
        <time dateTime={post.publishedOn}>
          {format.dateTime(new Date(post.publishedOn), { dateStyle: 'long', timeZone: 'UTC' })}
        </time>
      }
      lang={post.isFallback ? post.locale : undefined}
      footer={
        withTags ? (
          <PostTags
            tags={post.tags}
            locale={asLocale(locale)}
            label={t('ofPost', { title: post.title })}
            className="mt-3"
          />
        ) : undefined
      }
    />
  );
}
