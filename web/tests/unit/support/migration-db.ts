import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import knexFactory, { type Knex } from 'knex';

type Migration = { up: (knex: Knex) => Promise<void> };

/** A CMS migration (`cms/database/migrations/<file>`), loaded the way Strapi loads it. */
export const cmsMigration = (file: string) =>
  createRequire(__filename)(`../../../../cms/database/migrations/${file}`) as Migration;

/** Runs `body` against a new, empty SQLite database (the CMS's default), then removes it. */
export async function withSqlite(body: (knex: Knex) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'cms-migration-'));
  const knex = knexFactory({
    client: 'better-sqlite3',
    connection: { filename: join(dir, 'data.db') },
    useNullAsDefault: true,
  });
  try {
    await body(knex);
  } finally {
    await knex.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}
