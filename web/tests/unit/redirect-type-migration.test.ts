import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import knexFactory, { type Knex } from 'knex';
import { afterEach, describe, expect, it } from 'vitest';

type Migration = { up: (knex: Knex) => Promise<void> };
const migration = createRequire(__filename)(
  '../../../cms/database/migrations/2026.11.28T20.00.00.redirect-type-renamed.js',
) as Migration;

describe("a redirect rule's kind moves from `status` to `redirect_type` before the schema sync", () => {
  const dirs: string[] = [];
  const open = () => {
    const dir = mkdtempSync(join(tmpdir(), 'redirect-type-'));
    dirs.push(dir);
    return knexFactory({
      client: 'better-sqlite3',
      connection: { filename: join(dir, 'data.db') },
      useNullAsDefault: true,
    });
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("keeps every rule's kind, and a second run changes nothing", async () => {
    const knex = open();
    try {
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
    } finally {
      await knex.destroy();
    }
  });

  it('does nothing on a fresh database', async () => {
    const knex = open();
    try {
      await migration.up(knex);
      expect(await knex.schema.hasTable('redirect_rules')).toBe(false);
    } finally {
      await knex.destroy();
    }
  });
});
