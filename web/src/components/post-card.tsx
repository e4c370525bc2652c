import { getFormatter, getTranslations } from 'next-intl/server';

import { Link } from '@/i18n/navigation';
import type { BlogPostSummary } from '@/lib/cms/types';
import { routeHref } from '@/routes/match';

export async function PostCard({ post, headingLevel = 2 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = await getTranslations('BlogIndex');
  const format = await getFormatter();
  return (
    <article className="rounded-xl border border-line p-5 transition hover:border-primary-300">
      <Heading className="text-xl font-semibold">
        <Link
          href={routeHref('blog-blog_slug', { blog_slug: post.slug })}
          className="hover:text-link"
          lang={post.isFallback ? 'en' : undefined}
        >
          {post.title}
        </Link>
      </Heading>
      <p className="mt-1 text-sm text-muted">
        <time dateTime={post.publishedOn}>
          {format.dateTime(new Date(post.publishedOn), { dateStyle: 'long', timeZone: 'UTC' })}
        </time>
      </p>
      <p className="mt-3 text-fg-soft" lang={post.isFallback ? 'en' : undefined}>
        {post.summary}
      </p>
      <p className="mt-3 text-sm font-medium">
        <Link
          href={routeHref('blog-blog_slug', { blog_slug: post.slug })}
          className="text-link underline"
          aria-label={`${t('readPost')}: ${post.title}`}
        >
          {t('readPost')}
        </Link>
      </p>
    </article>
  );
}
