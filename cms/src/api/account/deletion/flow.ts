import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

import type { SiteLocale } from '../../../bootstrap/site-locales';
import { mailEverySeconds } from '../../../email-sign-in/constants';
import { byCode, mailedSince, spend, storeRequest } from '../../../email-sign-in/store';
import { services } from '../../../strapi-services';
import { passHoldingUid } from '../../../tickets/constants';
import { sendMail } from '../../../tickets/mail/render';
import { forgetHolder } from '../../../tickets/release';

import { deletionMail } from './mail';

const users = 'plugin::users-permissions.user';
const savedEvents = 'api::saved-event.saved-event';

type Account = { id: number; email: string; password: string | null };

/**
 * An account made by a mailed link or code, a ticket or a social provider has no password (null):
 * its person proves who they are by the mail, so deleting it is confirmed by a mailed code instead.
 */
async function accountOf(strapi: Core.Strapi, id: number): Promise<Account> {
  const row = await services(strapi)
    .query<{ id: number; email: string; password?: string | null }>(users)
    .findOne({ where: { id }, select: ['id', 'email', 'password'] });
  if (!row) throw new errors.UnauthorizedError('Missing authentication');
  return { id: row.id, email: row.email, password: row.password ?? null };
}

export async function hasPassword(strapi: Core.Strapi, id: number): Promise<boolean> {
  return (await accountOf(strapi, id)).password !== null;
}

// The site's messages map these (web/src/lib/auth/errors.ts): the first reads as "wrong current
// password", the second as "wrong code".
const passwordNeeded = () =>
  new errors.ValidationError('This account has a password: the provided current password is invalid');
const codeNeeded = () =>
  new errors.ValidationError('Confirm with the mailed code: this account has no password');

/**
 * Mails the code that confirms deleting an account without a password (the sign-in codes' store, with
 * its own purpose). At most one mail a minute while the last code works; a new one ends the older.
 */
export async function mailDeletionCode(strapi: Core.Strapi, id: number, locale: SiteLocale): Promise<void> {
  const account = await accountOf(strapi, id);
  if (account.password !== null) throw passwordNeeded();
  const knex = strapi.db.connection;
  const since = Date.now() - mailEverySeconds * 1000;
  if (await mailedSince(knex, account.email, since, 'delete-account')) return;
  const { code } = await storeRequest(
    knex,
    { email: account.email, name: null, locale, intent: null, returnPath: null },
    'delete-account',
  );
  await sendMail(strapi, deletionMail({ to: account.email, locale, code }));
}

/**
 * Deletes the account and everything of theirs, once confirmed: by the current password when the
 * account has one, else by the mailed deletion code (spent in one conditional UPDATE, so it works once).
 */
export async function deleteAccount(
  strapi: Core.Strapi,
  id: number,
  proof: { password?: unknown; code?: unknown },
): Promise<void> {
  const account = await accountOf(strapi, id);
  if (account.password !== null) {
    const valid =
      typeof proof.password === 'string' &&
      proof.password.length <= 72 &&
      (await services(strapi).users().validatePassword(proof.password, account.password));
    if (!valid) throw passwordNeeded();
  } else {
    if (typeof proof.code !== 'string') throw codeNeeded();
    if (!/^\d{6}$/.test(proof.code)) throw new errors.ValidationError('The code is six digits');
    const knex = strapi.db.connection;
    await spend(knex, await byCode(knex, account.email, proof.code, 'delete-account'));
  }
  await strapi.db.query(savedEvents).deleteMany({ where: { user: { id } } });
  await strapi.db.query(passHoldingUid).deleteMany({ where: { user: { id } } });
  await forgetHolder(strapi, id, account.email);
  await strapi.sessionManager('users-permissions').invalidateRefreshToken(String(id));
  await strapi.db.query(users).delete({ where: { id } });
}

/**
 * A first password for an account that has none (changing one needs the current one: Strapi's own
 * route). The site's rule: 8 to 72 characters with a letter and a digit. Sessions stay as they are.
 */
export async function setFirstPassword(strapi: Core.Strapi, id: number, password: unknown): Promise<void> {
  const account = await accountOf(strapi, id);
  if (account.password !== null) {
    throw new errors.ValidationError('This account already has a password: change it with the current one');
  }
  if (
    typeof password !== 'string' ||
    password.length < 8 ||
    password.length > 72 ||
    !/\p{L}/u.test(password) ||
    !/\d/.test(password)
  ) {
    throw new errors.ValidationError('The password is 8 to 72 characters with a letter and a digit');
  }
  await strapi
    .plugin('users-permissions')
    .service<{ edit(id: number, data: object): Promise<unknown> }>('user')
    .edit(id, { password });
}
