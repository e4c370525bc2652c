import type { Core } from '@strapi/strapi';

import type { SiteLocale } from '../bootstrap/site-locales';
import { currentSiteName } from '../mail/site-name';
import { sessionFor, userForEmail } from '../tickets/accounts';
import { sendMail } from '../tickets/mail/render';

import { type Intent, mailEverySeconds } from './constants';
import { signInMail } from './mail';
import { EmailSignInRefusal } from './refusal';
import { byCode, byToken, mailedSince, spend, storeRequest } from './store';

const userUid = 'plugin::users-permissions.user';

type UserRow = { id: number; username: string; confirmed: boolean | null; blocked: boolean | null };

const findUser = (strapi: Core.Strapi, where: Record<string, unknown>) =>
  strapi.db.query(userUid).findOne({ where }) as Promise<UserRow | null>;

export type SignInRequest = {
  email: string;
  name: string | null;
  locale: SiteLocale;
  intent: Intent | null;
  returnPath: string | null;
};

/**
 * Mails a link and a code: a sign-up mail to a new address, a sign-in mail to a known one. The answer
 * is the same in every case (the caller says "check your inbox"), so nobody learns who is registered.
 * A blocked account and an address mailed within the last minute get no new mail.
 */
export async function requestSignIn(strapi: Core.Strapi, input: SignInRequest): Promise<void> {
  const knex = strapi.db.connection;
  if (await mailedSince(knex, input.email, Date.now() - mailEverySeconds * 1000)) return;
  const user = await findUser(strapi, { email: input.email });
  if (user?.blocked) return;
  const { token, code } = await storeRequest(knex, input);
  await sendMail(
    strapi,
    signInMail({
      to: input.email,
      locale: input.locale,
      name: input.name,
      newAccount: !user,
      token,
      code,
      siteName: await currentSiteName(strapi),
    }),
  );
}

/**
 * A name given at sign-up becomes the username when it fits the plugin's rule (3 to 30 characters)
 * and nobody has it; otherwise the one made from the address stays.
 */
async function nameAccount<User extends { id: number; username: string }>(
  strapi: Core.Strapi,
  user: User,
  name: string,
): Promise<User> {
  const username = name.replace(/\s+/g, ' ').trim();
  if (username.length < 3 || username.length > 30) return user;
  if (await findUser(strapi, { username })) return user;
  await strapi.db.query(userUid).update({ where: { id: user.id }, data: { username } });
  return { ...user, username };
}

/**
 * The mailed link or code: makes the account (confirmed: the mail proved the address) or finds it,
 * and starts a session exactly as a password sign-in would. Used once (store.ts `spend`).
 */
export async function confirmSignIn(
  strapi: Core.Strapi,
  input: { token: string } | { email: string; code: string },
) {
  const knex = strapi.db.connection;
  const row =
    'token' in input ? await byToken(knex, input.token) : await byCode(knex, input.email, input.code);
  const existing = await findUser(strapi, { email: row.email });
  if (existing?.blocked) throw new EmailSignInRefusal('blocked', 'This account has been blocked');
  await spend(knex, row);
  let user = await userForEmail(strapi, row.email);
  if (!existing && row.name) user = await nameAccount(strapi, user, row.name);
  // An account registered with a password but never confirmed: this mail proved the address too.
  if (existing && !existing.confirmed) {
    await strapi.db.query(userUid).update({ where: { id: existing.id }, data: { confirmed: true } });
  }
  const session = await sessionFor(strapi, user);
  return { ...session, intent: row.intent, returnPath: row.return_path, newAccount: !existing };
}
