import 'server-only';

import { z } from 'zod';

import { cmsFetch } from './client';

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

/** Deletes the user and everything of theirs; Strapi checks the password first. */
export async function deleteAccount(jwt: string, password: string): Promise<void> {
  await cmsFetch({ path: '/account/delete', method: 'POST', body: { password }, auth: { jwt } }, anything);
}
