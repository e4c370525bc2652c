import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { cache } from 'react';

import { Markdown } from '@/components/markdown';
import { asLocale, type Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { blogPosts } from '@/lib/cms/blog';
import { isValidSlug } from '@/lib/cms/slug';

// One read shared by the metadata and the page.
const getPost = cache(async (locale: Locale, slug: string) =>
  isValidSlug(slug) ? blogPosts.get(locale, slug) : null,
);

export async function generateStaticParams() {
  const slugs = await blogPosts.slugs();
  return slugs.map((blog_slug) => ({ blog_slug }));
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/blog/[blog_slug]'>): Promise<Metadata> {
  const { locale, blog_slug } = await params;
  const post = await getPost(asLocale(locale), blog_slug);
  if (!post) return {};
  return {
    title: post.title,
    description: post.summary,
    openGraph: {
      type: 'article',
      title: post.title,
      description: post.summary,
      publishedTime: post.publishedOn,
    },
  };
}

export default async function BlogPostPage({ params }: PageProps<'/[locale]/blog/[blog_slug]'>) {
  const { locale: rawLocale, blog_slug } = await params;
  const locale = asLocale(rawLocale);
  const post = await getPost(locale, blog_slug);
  if (!post) notFound();

  const t = await getTranslations({ locale, namespace: 'BlogPost' });
  const format = await getFormatter({ locale });
  const textLang = post.isFallback ? 'en' : undefined;

  return (
    <article>
      <p className="text-sm">
        <Link href="/blog" className="text-violet-700 underline">
          {t('backToBlog')}
        </Link>
      </p>
      {post.isFallback && (
        <p
          role="note"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {t('fallbackNote')}
        </p>
      )}
      <header className="mt-6" lang={textLang}>
        <h1 className="text-3xl font-bold tracking-tight">{post.title}</h1>
        <p className="mt-3 text-lg text-zinc-700">{post.summary}</p>
      </header>
      <p className="mt-4 text-sm text-zinc-600">
        {post.author && <span>{t('byline', { author: post.author })} · </span>}
        <time dateTime={post.publishedOn}>
          {t('publishedOn', {
            date: format.dateTime(new Date(post.publishedOn), { dateStyle: 'long', timeZone: 'UTC' }),
          })}
        </time>
      </p>
      {post.body && (
        <div className="mt-8" lang={post.bodyLocale === locale ? undefined : post.bodyLocale}>
          <Markdown>{post.body}</Markdown>
        </div>
      )}
      {post.tags.length > 0 && (
        <ul aria-label={t('tags')} className="mt-8 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-violet-50 px-3 py-1 text-sm text-violet-800">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
