import 'server-only';

import { postTags } from '@/lib/blog/tags';

import { englishBodyWhenMissing, localizedCollection } from './collection';
import { rawBlogPost } from './schemas';
import type { BlogPost, BlogPostSummary } from './types';

export const blogPosts = localizedCollection({
  model: 'blog-post',
  schema: rawBlogPost,
  listFields: ['title', 'summary', 'publishedOn', 'author'],
  populate: { cover: true, tags: true },
  sort: ['publishedOn:desc', 'slug:asc'],
  toSummary: (raw, base): BlogPostSummary => ({
    ...base,
    title: raw.title,
    summary: raw.summary ?? '',
    publishedOn: raw.publishedOn,
    author: raw.author ?? null,
    tags: postTags(raw.tags),
  }),
  toDetail: (raw, summary): BlogPost => ({ ...summary, body: raw.body ?? '', bodyLocale: summary.locale }),
  fillFromEnglish: englishBodyWhenMissing,
  longText: 'body',
});
