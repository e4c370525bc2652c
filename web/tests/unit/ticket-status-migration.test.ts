import { describe, expect, it } from 'vitest';

import { cmsMigration, withSqlite } from './support/migration-db';

const migration = cmsMigration('2026.11.28T22.00.00.ticket-status-renamed.js');

describe('tickets and waitlist entries move from `status` to their own names before the schema sync', () => {
  it("keeps every ticket's and entry's state, and a second run changes nothing", async () => {
    await withSqlite(async (knex) => {
      await knex.schema.createTable('tickets', (table) => {
        table.increments('id');
        table.string('code');
        table.string('status');
      });
      await knex.schema.createTable('waitlist_entries', (table) => {
        table.increments('id');
        table.string('email');
        table.string('status');
      });
      await knex('tickets').insert([
        { code: 'a1', status: 'issued' },
        { code: 'b2', status: 'checked_in' },
        { code: 'c3', status: 'cancelled' },
      ]);
      await knex('waitlist_entries').insert([{ email: 'ana@example.com', status: 'offered' }]);
      await migration.up(knex);
      await migration.up(knex);
      expect(await knex.schema.hasColumn('tickets', 'status')).toBe(false);
      expect(await knex('tickets').select('code', 'ticket_status').orderBy('id')).toEqual([
        { code: 'a1', ticket_status: 'issued' },
        { code: 'b2', ticket_status: 'checked_in' },
        { code: 'c3', ticket_status: 'cancelled' },
      ]);
      expect(await knex('waitlist_entries').select('email', 'waitlist_status')).toEqual([
        { email: 'ana@example.com', waitlist_status: 'offered' },
      ]);
    });
  });

  it('does nothing on a fresh database', async () => {
    await withSqlite(async (knex) => {
      await migration.up(knex);
      expect(await knex.schema.hasTable('tickets')).toBe(false);
    });
  });
});
