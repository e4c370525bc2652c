import type { Core } from '@strapi/strapi';

import { labelsFromLegacyTags } from './tag-labels';

/** Filled by database/migrations/2026.11.28T12.00.00.blog-tags-aside.js, before the schema sync. */
export const legacyTagsTable = 'belong_legacy_blog_tags';

type LegacyRow = { post_id: number; locale: string | null; tags: string | null };

const parsed = (text: string | null): unknown => {
  try {
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
};

/**
 * Once, on the first start after blog tags became a localized component: every stored row (each
 * language, draft and published) gets the tags it had, as labels in its own language; then the copy
 * the migration set aside is dropped, so later starts find nothing to do. Written through Strapi's
 * query engine, which links components to their entry as the Document Service does.
 */
export async function carryLegacyBlogTags(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(legacyTagsTable))) return;
  const rows = await knex<LegacyRow>(legacyTagsTable).select('post_id', 'locale', 'tags');
  let carried = 0;
  // No transaction: a start cut short leaves the copy in place, and the next one skips the rows done.
  for (const row of rows) {
    const labels = labelsFromLegacyTags(parsed(row.tags), row.locale ?? 'en');
    if (labels.length === 0) continue;
    const post = (await strapi.db
      .query('api::blog-post.blog-post')
      .findOne({ where: { id: row.post_id }, populate: { tags: true } })) as { tags?: unknown[] } | null;
    // Gone since, or given tags in the new shape already: nothing to carry.
    if (!post || (post.tags?.length ?? 0) > 0) continue;
    const tags: { id: number; __pivot: { field: string; component_type: string } }[] = [];
    for (const label of labels) {
      const tag = (await strapi.db.query('blog.tag').create({ data: { label } })) as { id: number };
      tags.push({ id: tag.id, __pivot: { field: 'tags', component_type: 'blog.tag' } });
    }
    await strapi.db.query('api::blog-post.blog-post').update({ where: { id: row.post_id }, data: { tags } });
    carried += 1;
  }
  await knex.schema.dropTable(legacyTagsTable);
  strapi.log.info(
    `[blog-tags] carried the old JSON tags of ${carried} of ${rows.length} stored posts into tags`,
  );
}
