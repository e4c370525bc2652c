import 'server-only';

import { z } from 'zod';

import type { Locale } from '@/i18n/locales';

import { cmsFetch } from './client';
import { CmsError } from './errors';
import { EmailSignInRefusal, emailSignInRefusals } from './email-sign-in';

/**
 * The CMS's `/account` routes (cms/src/api/account): each acts on the user the token belongs to, so
 * no call here carries a user id, and one visitor can never name another's data.
 */
const savedList = z.object({ data: z.array(z.object({ slug: z.string(), savedAt: z.string() })) });
const anything = z.unknown();

export async function savedEventSlugs(jwt: string): Promise<string[]> {
  const answer = await cmsFetch({ path: '/account/saved-events', auth: { jwt }, retries: 0 }, savedList);
  return answer.data.map((row) => row.slug);
}

export async function saveEvent(jwt: string, slug: string): Promise<void> {
  await cmsFetch({ path: '/account/saved-events', method: 'POST', body: { slug }, auth: { jwt } }, anything);
}

export async function removeSavedEvent(jwt: string, slug: string): Promise<void> {
  await cmsFetch(
    { path: `/account/saved-events/${encodeURIComponent(slug)}`, method: 'DELETE', auth: { jwt } },
    anything,
  );
}

const refusal = z.object({ reason: z.enum(emailSignInRefusals) });

/** A wrong, expired or spent mailed code leaves here as the sign-in code's refusal (same reasons). */
async function refusing<Result>(call: () => Promise<Result>): Promise<Result> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CmsError) {
      const details = refusal.safeParse(error.body.details);
      if (details.success) throw new EmailSignInRefusal(details.data.reason);
    }
    throw error;
  }
}

const passwordState = z.object({ data: z.object({ set: z.boolean() }) });

/**
 * Whether the account has a password. One made by a mailed link or code, a ticket or a social
 * provider has none: it sets a first one, and confirms deletion with a mailed code.
 */
export async function hasPassword(jwt: string): Promise<boolean> {
  const answer = await cmsFetch({ path: '/account/password', auth: { jwt }, retries: 0 }, passwordState);
  return answer.data.set;
}

export async function setFirstPassword(jwt: string, password: string): Promise<void> {
  await cmsFetch({ path: '/account/password', method: 'POST', body: { password }, auth: { jwt } }, anything);
}

/** Mails the 6-digit code that confirms deleting an account without a password, in `locale`. */
export async function mailDeletionCode(jwt: string, locale: Locale): Promise<void> {
  await cmsFetch(
    { path: '/account/delete/code', method: 'POST', body: { locale }, auth: { jwt }, retries: 0 },
    anything,
  );
}

/**
 * Deletes the user and everything of theirs; the CMS checks the proof first: the current password of
 * an account that has one, else the mailed deletion code (a sign-in code is refused).
 */
export async function deleteAccount(
  jwt: string,
  proof: { password: string } | { code: string },
): Promise<void> {
  await refusing(() =>
    cmsFetch({ path: '/account/delete', method: 'POST', body: proof, auth: { jwt }, retries: 0 }, anything),
  );
}
