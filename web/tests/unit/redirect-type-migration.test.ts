import { describe, expect, it } from 'vitest';

import { cmsMigration, withSqlite } from './support/migration-db';

const migration = cmsMigration('2026.11.28T20.00.00.redirect-type-renamed.js');

describe("a redirect rule's kind moves from `status` to `redirect_type` before the schema sync", () => {
  it("keeps every rule's kind, and a second run changes nothing", async () => {
    await withSqlite(async (knex) => {
      await knex.schema.createTable('redirect_rules', (table) => {
        table.increments('id');
        table.string('from');
        table.string('to');
        table.string('status');
      });
      await knex('redirect_rules').insert([
        { from: '/old-pricing', to: '/pricing', status: 'permanent_301' },
        { from: '/discord', to: 'https://discord.example/belong', status: 'found_302' },
      ]);
      await migration.up(knex);
      await migration.up(knex);
      expect(await knex.schema.hasColumn('redirect_rules', 'status')).toBe(false);
      expect(await knex('redirect_rules').select('from', 'redirect_type').orderBy('id')).toEqual([
        { from: '/old-pricing', redirect_type: 'permanent_301' },
        { from: '/discord', redirect_type: 'found_302' },
      ]);
    });
  });

  it('does nothing on a fresh database', async () => {
    await withSqlite(async (knex) => {
      await migration.up(knex);
      expect(await knex.schema.hasTable('redirect_rules')).toBe(false);
    });
  });
});
