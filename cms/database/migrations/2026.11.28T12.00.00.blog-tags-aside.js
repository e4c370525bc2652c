'use strict';

/**
 * Blog tags moved from a JSON column (`blog_posts.tags`, keys like ["events"]) to a localized
 * component. Strapi runs this before its schema sync, which drops the old column: the tags are set
 * aside here, one row per stored post row, and the bootstrap (cms/src/blog-tags/carry-legacy-tags.ts)
 * writes them into the component once the new tables exist, then drops this copy. A fresh database
 * has no blog_posts table yet and nothing to set aside.
 */
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('blog_posts'))) return;
    if (!(await knex.schema.hasColumn('blog_posts', 'tags'))) return;
    await knex.schema.createTable('belong_legacy_blog_tags', (table) => {
      table.integer('post_id').notNullable();
      table.string('locale');
      table.text('tags');
    });
    const rows = await knex('blog_posts').select('id', 'locale', 'tags').whereNotNull('tags');
    const aside = rows.map((row) => ({
      post_id: row.id,
      locale: row.locale,
      // SQLite gives the JSON as text, PostgreSQL parsed.
      tags: typeof row.tags === 'string' ? row.tags : JSON.stringify(row.tags),
    }));
    for (let start = 0; start < aside.length; start += 100) {
      await knex('belong_legacy_blog_tags').insert(aside.slice(start, start + 100));
    }
  },
};
