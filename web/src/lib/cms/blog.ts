import 'server-only';

import { englishBodyWhenMissing, localizedCollection } from './collection';
import { rawBlogPost } from './schemas';
import type { BlogPost, BlogPostSummary } from './types';

export const blogPosts = localizedCollection({
  model: 'blog-post',
  schema: rawBlogPost,
  listFields: ['title', 'summary', 'publishedOn', 'author', 'tags'],
  populate: { cover: true },
  sort: ['publishedOn:desc', 'slug:asc'],
  toSummary: (raw, base): BlogPostSummary => ({
    ...base,
    title: raw.title,
    summary: raw.summary ?? '',
    publishedOn: raw.publishedOn,
    author: raw.author ?? null,
    tags: raw.tags ?? [],
  }),
  toDetail: (raw, summary): BlogPost => ({ ...summary, body: raw.body ?? '', bodyLocale: summary.locale }),
  fillFromEnglish: englishBodyWhenMissing,
  longText: 'body',
});
