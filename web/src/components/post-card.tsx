import { getFormatter } from 'next-intl/server';

import type { BlogPostSummary } from '@/lib/cms/types';
import { routeHref } from '@/routes/match';

import { ContentCard } from './content-card';

/** A blog post in a list: its publication date (a calendar date, so shown as written). */
export async function PostCard({ post, headingLevel = 2 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const format = await getFormatter();
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
    />
  );
}
