/**
 * Vitest's global setup. The migration tests open SQLite, and a fresh install leaves SQLite's compile to
 * whoever needs it first (scripts/lib/setup.mjs): `npm test` waits for the stack's start to do it, and a
 * lone `npm run test:unit` after `npm run stack` (PostgreSQL, no compile) does it here.
 */
export default async function ensureSqlite(): Promise<void> {
  const setupScript = new URL('../../../../scripts/lib/setup.mjs', import.meta.url).href;
  const { ensureSqliteBinding } = (await import(setupScript)) as {
    ensureSqliteBinding: () => Promise<void>;
  };
  await ensureSqliteBinding();
}
