import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/**
 * The counters that make "never oversold" and "one per person" hold in the database, on SQLite and on
 * PostgreSQL alike. Each claim runs, inside one transaction:
 *
 *   UPDATE belong_ticket_holdings SET held = held + 1  WHERE event = ? AND email = ? AND held < perPerson
 *   UPDATE belong_ticket_seats    SET taken = taken + 1 WHERE event = ? AND tier = ?  AND taken < capacity
 *
 * and refuses when either changes no row. A conditional UPDATE is atomic on its row: on PostgreSQL (READ
 * COMMITTED) a second writer waits for the first's row lock and then re-checks the WHERE against the
 * committed row, so the 51st claim of 50 seats sees `taken = 50` and changes nothing; SQLite has one
 * writer at a time. Nothing is read in Node and then written. Every transaction takes the holding row
 * before the seat row, so two transactions never wait on each other in a circle.
 *
 * Plain tables (not content types): Strapi leaves tables it did not create alone (its schema sync only
 * drops tables it once tracked).
 */
export const seatsTable = 'belong_ticket_seats';
export const holdingsTable = 'belong_ticket_holdings';

type Db = Knex | Knex.Transaction;

export async function ensureSeatTables(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(seatsTable))) {
    await knex.schema.createTable(seatsTable, (table) => {
      table.string('event_document_id', 64).notNullable();
      table.string('tier_key', 64).notNullable();
      table.integer('taken').notNullable().defaultTo(0);
      table.primary(['event_document_id', 'tier_key']);
    });
  }
  if (!(await knex.schema.hasTable(holdingsTable))) {
    await knex.schema.createTable(holdingsTable, (table) => {
      table.string('event_document_id', 64).notNullable();
      table.string('holder_email', 254).notNullable();
      table.integer('held').notNullable().defaultTo(0);
      table.primary(['event_document_id', 'holder_email']);
    });
  }
}

export type SeatKey = { eventDocumentId: string; tierKey: string; email: string };

/** Creates the two counter rows if missing, outside any claim's transaction (no lock is held long). */
export async function ensureCounterRows(knex: Knex, key: SeatKey): Promise<void> {
  await knex(holdingsTable)
    .insert({ event_document_id: key.eventDocumentId, holder_email: key.email, held: 0 })
    .onConflict(['event_document_id', 'holder_email'])
    .ignore();
  await knex(seatsTable)
    .insert({ event_document_id: key.eventDocumentId, tier_key: key.tierKey, taken: 0 })
    .onConflict(['event_document_id', 'tier_key'])
    .ignore();
}

/** One more ticket for this person at this event, if they hold fewer than `perPerson`. */
export async function takeHolding(db: Db, key: SeatKey, perPerson: number): Promise<boolean> {
  const changed = await db(holdingsTable)
    .where({ event_document_id: key.eventDocumentId, holder_email: key.email })
    .where('held', '<', perPerson)
    .increment('held', 1);
  return Number(changed) === 1;
}

/** One more seat taken at this tier, if any is left (`capacity` null: no limit). */
export async function takeSeat(db: Db, key: SeatKey, capacity: number | null): Promise<boolean> {
  const query = db(seatsTable).where({ event_document_id: key.eventDocumentId, tier_key: key.tierKey });
  if (capacity !== null) query.where('taken', '<', capacity);
  const changed = await query.increment('taken', 1);
  return Number(changed) === 1;
}

/** Gives the person's holding and the tier's seat back (in that order, as claims take them). */
export async function giveBack(db: Db, key: SeatKey): Promise<void> {
  await db(holdingsTable)
    .where({ event_document_id: key.eventDocumentId, holder_email: key.email })
    .where('held', '>', 0)
    .decrement('held', 1);
  await db(seatsTable)
    .where({ event_document_id: key.eventDocumentId, tier_key: key.tierKey })
    .where('taken', '>', 0)
    .decrement('taken', 1);
}

/** Seats taken per tier of one event (pending claims included: they hold a seat). */
export async function seatsTaken(knex: Knex, eventDocumentId: string): Promise<Map<string, number>> {
  type Row = { event_document_id: string; tier_key: string; taken: number | string };
  const rows: Row[] = await knex<Row>(seatsTable).where('event_document_id', eventDocumentId);
  return new Map(rows.map((row) => [row.tier_key, Number(row.taken)]));
}
