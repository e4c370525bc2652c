import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

import { hashCode, hashToken, newConfirmation, sameHash } from '../tickets/records';

import { codeAttempts, codeMinutes, type Intent } from './constants';
import { EmailSignInRefusal } from './refusal';

/**
 * Mailed sign-in requests: one row per mail, holding only the hashes of its link's token (256 random
 * bits, SHA-256) and of its 6-digit code (HMAC with a server secret, tickets/records.ts). A plain table,
 * as the ticket counters are: nothing here is content, and the admin never needs to show it.
 */
export const signInsTable = 'belong_email_sign_ins';

/**
 * What a mailed code may do. A code is good for its own purpose only: a sign-in code cannot delete an
 * account and a deletion code cannot sign in (every lookup below names the purpose, and the code's
 * HMAC is salted with it).
 */
export type CodePurpose = 'sign-in' | 'delete-account';

export type SignInRow = {
  id: number;
  email: string;
  token_hash: string;
  code_hash: string;
  attempts: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  intent: Intent | null;
  return_path: string | null;
  name: string | null;
  locale: string;
  purpose: CodePurpose;
};

export async function ensureSignInTable(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (await knex.schema.hasTable(signInsTable)) {
    // Tables made before codes had a purpose: every row in them was a sign-in.
    if (!(await knex.schema.hasColumn(signInsTable, 'purpose'))) {
      await knex.schema.alterTable(signInsTable, (table) => {
        table.string('purpose', 16).notNullable().defaultTo('sign-in');
      });
    }
    return;
  }
  await knex.schema.createTable(signInsTable, (table) => {
    table.increments('id');
    table.string('email', 254).notNullable().index();
    table.string('token_hash', 64).notNullable().unique();
    table.string('code_hash', 64).notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.bigInteger('created_at').notNullable();
    table.bigInteger('expires_at').notNullable();
    table.bigInteger('used_at').nullable();
    table.string('intent', 16).nullable();
    table.string('return_path', 200).nullable();
    table.string('name', 120).nullable();
    table.string('locale', 8).notNullable();
    table.string('purpose', 16).notNullable().defaultTo('sign-in');
  });
}

// The code's HMAC is salted with the purpose and the address, so equal codes for two addresses (or a
// sign-in and a deletion code of one address) hash apart.
const salt = (email: string, purpose: CodePurpose) => `${purpose}:${email}`;

/**
 * A new mailed request; older unused ones of the address for the same purpose stop working (one live
 * code per address and purpose).
 */
export async function storeRequest(
  knex: Knex,
  input: {
    email: string;
    name: string | null;
    locale: string;
    intent: Intent | null;
    returnPath: string | null;
  },
  purpose: CodePurpose = 'sign-in',
) {
  const confirmation = newConfirmation(salt(input.email, purpose));
  const now = Date.now();
  await knex(signInsTable)
    .where({ email: input.email, purpose })
    .whereNull('used_at')
    .update({ used_at: now });
  await knex(signInsTable).insert({
    email: input.email,
    token_hash: confirmation.tokenHash,
    code_hash: confirmation.codeHash,
    attempts: 0,
    created_at: now,
    expires_at: now + codeMinutes * 60_000,
    used_at: null,
    intent: input.intent,
    return_path: input.returnPath,
    name: input.name,
    locale: input.locale,
    purpose,
  });
  return { token: confirmation.token, code: confirmation.code };
}

/**
 * True when the address was mailed a code a moment ago that still works (the caller then sends nothing
 * new: that code is in the mail). A code locked by wrong tries does not hold a new one back.
 */
export async function mailedSince(
  knex: Knex,
  email: string,
  since: number,
  purpose: CodePurpose = 'sign-in',
): Promise<boolean> {
  const row: unknown = await knex(signInsTable)
    .where({ email, purpose })
    .where('created_at', '>', since)
    .whereNull('used_at')
    .where('attempts', '<', codeAttempts)
    .first('id');
  return row !== undefined;
}

const invalid = () => new EmailSignInRefusal('invalid', 'This sign-in link or code is not valid');
const expired = () => new EmailSignInRefusal('expired', 'This sign-in link or code has expired');
const locked = () =>
  new EmailSignInRefusal('locked', 'Too many wrong codes: ask for a new one, or use the link in the mail');

function live(row: SignInRow | undefined): SignInRow {
  if (!row || row.used_at !== null) throw invalid();
  if (Number(row.expires_at) <= Date.now()) throw expired();
  return row;
}

export async function byToken(
  knex: Knex,
  token: string,
  purpose: CodePurpose = 'sign-in',
): Promise<SignInRow> {
  return live(
    (await knex(signInsTable)
      .where({ token_hash: hashToken(token), purpose })
      .first()) as SignInRow,
  );
}

/**
 * The address's live request, if `code` is its code. Each try uses up one attempt BEFORE the code is
 * compared, in one conditional UPDATE, so parallel guesses get at most `codeAttempts` comparisons.
 */
export async function byCode(
  knex: Knex,
  email: string,
  code: string,
  purpose: CodePurpose = 'sign-in',
): Promise<SignInRow> {
  const row = live(
    (await knex(signInsTable)
      .where({ email, purpose })
      .whereNull('used_at')
      .orderBy('id', 'desc')
      .first()) as SignInRow | undefined,
  );
  const counted = await knex(signInsTable)
    .where({ id: row.id })
    .where('attempts', '<', codeAttempts)
    .increment('attempts', 1);
  if (Number(counted) !== 1) throw locked();
  if (sameHash(row.code_hash, hashCode(salt(email, purpose), code))) return row;
  throw Number(row.attempts) + 1 >= codeAttempts ? locked() : invalid();
}

/**
 * Marks the request used, in one statement: of two confirmations at once (a replayed link, a double
 * submit, link and code together) exactly one changes the row, and only that one gets a session.
 */
export async function spend(knex: Knex, row: SignInRow): Promise<void> {
  const now = Date.now();
  const changed = await knex(signInsTable)
    .where({ id: row.id })
    .whereNull('used_at')
    .where('expires_at', '>', now)
    .update({ used_at: now });
  if (Number(changed) !== 1) throw invalid();
}
