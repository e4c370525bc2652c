import { describe, expect, it } from 'vitest';

import { labelsFromLegacyTags } from '../../../cms/src/blog-tags/tag-labels';
import { cmsMigration, withSqlite } from './support/migration-db';

const migration = cmsMigration('2026.11.28T12.00.00.blog-tags-aside.js');

describe('old JSON blog tags become labels in each language (cms/src/blog-tags)', () => {
  it("names each old key in the row's language, as the site showed it", () => {
    expect(labelsFromLegacyTags(['nft-tickets', 'events'], 'en')).toEqual(['NFT tickets', 'Events']);
    expect(labelsFromLegacyTags(['nft-tickets', 'events'], 'ja')).toEqual(['NFTチケット', 'イベント']);
    expect(labelsFromLegacyTags(['lisbon', 'creator-pass'], 'de')).toEqual(['Lissabon', 'Creator Pass']);
  });

  it('keeps a key no table names as words, and carries nothing from a value the site never showed', () => {
    expect(labelsFromLegacyTags(['paid-content', 'events', 'events'], 'fr')).toEqual([
      'Paid content',
      'Événements',
    ]);
    expect(labelsFromLegacyTags({ not: 'a list' }, 'en')).toEqual([]);
    expect(labelsFromLegacyTags('events', 'en')).toEqual([]);
    expect(labelsFromLegacyTags(['events', 7, null, '  '], 'en')).toEqual(['Events']);
    expect(labelsFromLegacyTags(null, 'en')).toEqual([]);
  });
});

describe('the migration sets the old column aside before the schema sync drops it', () => {
  it('copies every row that has tags, each language and state, with its id and locale', async () => {
    await withSqlite(async (knex) => {
      // The old shape: Strapi stored `tags` (a non-localized JSON field) as text in SQLite.
      await knex.schema.createTable('blog_posts', (table) => {
        table.increments('id');
        table.string('document_id');
        table.string('locale');
        table.string('title');
        table.json('tags');
        table.datetime('published_at');
      });
      await knex('blog_posts').insert([
        { document_id: 'a', locale: 'en', title: 'A', tags: '["events","nft-tickets"]', published_at: null },
        {
          document_id: 'a',
          locale: 'en',
          title: 'A',
          tags: '["events","nft-tickets"]',
          published_at: '2026-01-01',
        },
        { document_id: 'a', locale: 'ja', title: 'A', tags: '["events","nft-tickets"]', published_at: null },
        { document_id: 'b', locale: 'en', title: 'B', tags: null, published_at: null },
      ]);
      await migration.up(knex);
      const aside = await knex('belong_legacy_blog_tags').select().orderBy('post_id');
      expect(aside).toEqual([
        { post_id: 1, locale: 'en', tags: '["events","nft-tickets"]' },
        { post_id: 2, locale: 'en', tags: '["events","nft-tickets"]' },
        { post_id: 3, locale: 'ja', tags: '["events","nft-tickets"]' },
      ]);
      expect(
        aside.map((row: { tags: string; locale: string }) =>
          labelsFromLegacyTags(JSON.parse(row.tags), row.locale),
        ),
      ).toEqual([
        ['Events', 'NFT tickets'],
        ['Events', 'NFT tickets'],
        ['イベント', 'NFTチケット'],
      ]);
    });
  });

  it('does nothing on a fresh database, or one already in the new shape', async () => {
    await withSqlite(async (knex) => {
      await migration.up(knex);
      expect(await knex.schema.hasTable('belong_legacy_blog_tags')).toBe(false);
      await knex.schema.createTable('blog_posts', (table) => {
        table.increments('id');
        table.string('locale');
      });
      await migration.up(knex);
      expect(await knex.schema.hasTable('belong_legacy_blog_tags')).toBe(false);
    });
  });
});
