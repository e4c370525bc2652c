import type { Core } from '@strapi/strapi';

/**
 * WebAuthn challenges, kept here and never trusted from the browser. Each is used once: taking one is a
 * single conditional DELETE (`WHERE challenge = ? AND purpose = ? AND expires_at > now [AND user]`),
 * so of two requests carrying the same response (a replay, or a double submit) exactly one finds the
 * row, on SQLite and on PostgreSQL alike. A plain table (not a content type): nothing in it is worth an
 * editor's look, and Strapi leaves tables it did not create alone.
 */
export const challengesTable = 'belong_passkey_challenges';
/** How long the browser has to answer; the options' `timeout` says the same. */
export const challengeMinutes = 5;

export type ChallengePurpose = 'register' | 'sign-in';

export async function ensureChallengeTable(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (await knex.schema.hasTable(challengesTable)) return;
  await knex.schema.createTable(challengesTable, (table) => {
    table.string('challenge', 128).primary();
    table.string('purpose', 16).notNullable();
    // Registration only: the account the passkey is being added to.
    table.integer('user_id').nullable();
    table.bigInteger('expires_at').notNullable().index();
  });
}

/** Stores a challenge the options just carried; expired ones are swept on the way. */
export async function storeChallenge(
  strapi: Core.Strapi,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<void> {
  const knex = strapi.db.connection;
  const now = Date.now();
  await knex(challengesTable).where('expires_at', '<=', now).del();
  await knex(challengesTable).insert({
    challenge,
    purpose,
    user_id: userId,
    expires_at: now + challengeMinutes * 60_000,
  });
}

/** Takes the challenge if it is there, unexpired, for this purpose (and user): true at most once. */
export async function consumeChallenge(
  strapi: Core.Strapi,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<boolean> {
  const query = strapi.db
    .connection(challengesTable)
    .where({ challenge, purpose })
    .andWhere('expires_at', '>', Date.now());
  const deleted = await (
    userId === null ? query.whereNull('user_id') : query.andWhere('user_id', userId)
  ).del();
  return deleted === 1;
}

/** An account's pending challenges go with it. */
export async function forgetChallengesOf(strapi: Core.Strapi, userIds: number[]): Promise<void> {
  if (userIds.length) await strapi.db.connection(challengesTable).whereIn('user_id', userIds).del();
}
