import { Feed } from 'feed';
import { getTranslations } from 'next-intl/server';

import { siteUrl } from '@/config/site';
import { currentSiteName } from '@/lib/cms/website-config';
import { isLocale, languageTag, locales } from '@/i18n/locales';
import { blogPosts } from '@/lib/cms/blog';
import { localizedPath, routeHref } from '@/routes/match';

export function generateStaticParams() {
  return locales.map((locale) => ({ file: `${locale}.xml` }));
}

/** `/feeds/blog/{locale}.xml`: the blog's RSS 2.0 feed in one language, refreshed with the blog. */
export async function GET(_request: Request, { params }: RouteContext<'/feeds/blog/[file]'>) {
  const locale = (await params).file.replace(/\.xml$/, '');
  if (!isLocale(locale)) return Response.json({ error: 'Unknown feed' }, { status: 404 });
  const [t, posts, siteName] = await Promise.all([
    getTranslations({ locale, namespace: 'Content' }),
    blogPosts.list(locale),
    currentSiteName(),
  ]);
  const page = (href: string) => `${siteUrl}${localizedPath(href, {}, locale)}`;
  const feed = new Feed({
    title: t('rssTitle', { siteName }),
    id: page(routeHref('blog')),
    link: page(routeHref('blog')),
    language: languageTag(locale),
    copyright: `© ${siteName}`,
    feedLinks: { rss: `${siteUrl}/feeds/blog/${locale}.xml` },
    updated: posts[0] ? new Date(posts[0].publishedOn) : undefined,
  });
  for (const post of posts) {
    const link = page(routeHref('blog-blog_slug', { blog_slug: post.slug }));
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.summary,
      date: new Date(post.publishedOn),
      author: post.author ? [{ name: post.author }] : undefined,
      category: post.tags.map(({ label }) => ({ name: label })),
    });
  }
  return new Response(feed.rss2(), {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400',
    },
  });
}
