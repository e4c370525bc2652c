import { type APIRequest, type APIRequestContext, expect, test } from '@playwright/test';

import { deletionMailTexts } from '../../../cms/src/api/account/deletion/texts';
import { mailTo, visitorIp } from '../support/accounts';
import {
  ageCodes,
  authErrorOf,
  emailOnlyAccount,
  mailedCode,
  mutate,
  query,
} from '../support/email-only-account';
import { cmsApi, cmsRows, seed } from '../support/stack';
import { availability, createEvent, storedTickets, userClaim } from '../support/tickets';

// Deleting an account that has no password (made by a mailed sign-in code, a ticket or a provider):
// it is confirmed by a 6-digit code mailed for that purpose only. Against the real CMS, through the
// site's procedures, as the account page calls them.

const visitor = (playwright: { request: APIRequest }, baseURL: string | undefined) =>
  playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } });

const cookieOf = async (request: APIRequestContext, name: string) =>
  (await request.storageState()).cookies.find((cookie) => cookie.name === name)?.value;

async function userIdOf(email: string): Promise<number | undefined> {
  const { status, json } = await cmsApi(`/users?filters[email][$eq]=${encodeURIComponent(email)}`);
  // A failed lookup must fail here, not read as "no such user".
  expect(status).toBe(200);
  return (json as unknown as { id: number }[])[0]?.id;
}

/** Asks for the deletion code and reads it from the mail (the `nth` mail to the address). */
async function deletionCode(request: APIRequestContext, email: string, nth: number, locale = 'en') {
  const asked = await mutate(request, 'account.deletionCode', { locale });
  expect(asked.status(), await asked.text()).toBe(200);
  const mail = await mailTo(email, nth);
  expect(mail.subject).toBe(deletionMailTexts[locale as 'en'].subject);
  return mailedCode(mail);
}

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

test('an e-mail-only account deletes itself with the mailed code: tickets, saved events and sessions go', async ({
  playwright,
  baseURL,
}) => {
  const request = await visitor(playwright, baseURL);
  const email = await emailOnlyAccount(request);
  expect(await query(request, 'account.hasPassword')).toEqual({ status: 200, data: { set: false } });
  const [event] = seed('events');
  expect((await mutate(request, 'account.saveEvent', { slug: event!.slug })).status()).toBe(200);
  const jwt = (await cookieOf(request, 'strapi_jwt'))!;
  const slug = await createEvent([{ key: 'one', supply: 1 }]);
  expect((await userClaim(jwt, { eventSlug: slug, tierKey: 'one' })).status).toBe(200);
  expect((await availability(slug)).tiers[0]?.soldOut).toBe(true);
  const id = await userIdOf(email);
  expect(id).toBeDefined();
  expect(cmsRows('SELECT * FROM saved_events_user_lnk WHERE user_id = ?', id)).toHaveLength(1);
  const before = await request.storageState();

  // The first mail was the sign-in, the second the ticket; the third carries the deletion code.
  const code = await deletionCode(request, email, 2);
  const deleted = await mutate(request, 'account.delete', { code });
  expect(deleted.status(), await deleted.text()).toBe(200);

  expect(await userIdOf(email)).toBeUndefined();
  expect(cmsRows('SELECT * FROM saved_events_user_lnk WHERE user_id = ?', id)).toEqual([]);
  expect(await storedTickets(slug)).toEqual([]);
  expect((await availability(slug)).tiers[0]).toMatchObject({ taken: 0, left: 1, soldOut: false });
  expect(await cookieOf(request, 'strapi_jwt')).toBeUndefined();
  expect(await cookieOf(request, 'strapi_jwt_refresh')).toBeUndefined();
  // The session's tokens, kept from before, no longer sign anyone in.
  const stale = await playwright.request.newContext({ baseURL, storageState: before });
  expect((await query(stale, 'auth.me')).data).toBeNull();
  expect((await cmsApi('/users/me', { token: jwt })).status).toBe(401);
  await Promise.all([request.dispose(), stale.dispose()]);
});

test('a wrong, expired or replayed code is a 4xx and deletes nothing; sign-in and deletion codes do not cross', async ({
  playwright,
  baseURL,
}) => {
  const request = await visitor(playwright, baseURL);
  const email = await emailOnlyAccount(request);
  const code = await deletionCode(request, email, 1);

  const wrong = await mutate(request, 'account.delete', { code: otherThan(code) });
  expect(wrong.status()).toBe(400);
  expect(await authErrorOf(wrong)).toBe('invalidCode');
  const malformed = await mutate(request, 'account.delete', { code: '12ab' });
  expect(malformed.status()).toBe(400);

  // A sign-in code of the same address (asked from another browser) cannot delete the account…
  const elsewhere = await visitor(playwright, baseURL);
  expect((await mutate(elsewhere, 'auth.emailLink', { email, locale: 'en' })).status()).toBe(200);
  const signInCode = mailedCode(await mailTo(email, 2));
  const crossed = await mutate(request, 'account.delete', { code: signInCode });
  expect(crossed.status()).toBe(400);
  expect(await authErrorOf(crossed)).toBe('invalidCode');
  // …and the deletion code cannot sign in, while the sign-in code still does.
  const deletionAsSignIn = await mutate(elsewhere, 'auth.emailCode', { code });
  expect(deletionAsSignIn.status()).toBe(400);
  expect(await authErrorOf(deletionAsSignIn)).toBe('invalidCode');
  expect((await mutate(elsewhere, 'auth.emailCode', { code: signInCode })).status()).toBe(200);
  expect(await userIdOf(email)).toBeDefined();

  // Past its 15 minutes the code is refused with its own message, and a new one can be asked for.
  ageCodes(email, 'delete-account');
  const expired = await mutate(request, 'account.delete', { code });
  expect(expired.status()).toBe(400);
  expect(await authErrorOf(expired)).toBe('codeExpired');
  expect(await userIdOf(email)).toBeDefined();

  // A new code, sent twice at once straight to the CMS: it works once.
  const fresh = await deletionCode(request, email, 3);
  const jwt = (await cookieOf(request, 'strapi_jwt'))!;
  const both = await Promise.all(
    [1, 2].map(() => cmsApi('/account/delete', { method: 'POST', token: jwt, body: { code: fresh } })),
  );
  const statuses = both.map((answer) => answer.status).sort();
  expect(statuses[0]).toBe(200);
  expect([400, 401]).toContain(statuses[1]);
  expect(await userIdOf(email)).toBeUndefined();
  await Promise.all([request.dispose(), elsewhere.dispose()]);
});

test('wrong codes: five tries, then the code is locked', async ({ playwright, baseURL }) => {
  const request = await visitor(playwright, baseURL);
  const email = await emailOnlyAccount(request);
  const code = await deletionCode(request, email, 1);
  const answers: number[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    answers.push((await mutate(request, 'account.delete', { code: otherThan(code) })).status());
  }
  expect(answers).toEqual([400, 400, 400, 400, 429]);
  // Even the right code: the tries are used up.
  const locked = await mutate(request, 'account.delete', { code });
  expect(locked.status()).toBe(429);
  expect(await authErrorOf(locked)).toBe('codeLocked');
  expect(await userIdOf(email)).toBeDefined();
  // A second request within the minute while the code is locked sends a new one.
  expect(await deletionCode(request, email, 2)).toMatch(/^\d{6}$/);
  await request.dispose();
});

test('another signed-in user and nobody cannot delete the account, or ask for its code', async ({
  playwright,
  baseURL,
}) => {
  const victim = await visitor(playwright, baseURL);
  const victimEmail = await emailOnlyAccount(victim);
  const victimId = await userIdOf(victimEmail);
  const code = await deletionCode(victim, victimEmail, 1);

  // Another account holding the victim's code deletes nothing: the code belongs to the victim's address.
  const other = await visitor(playwright, baseURL);
  const otherEmail = await emailOnlyAccount(other);
  const byOther = await mutate(other, 'account.delete', { code, id: victimId, email: victimEmail });
  expect(byOther.status()).toBe(400);
  const otherJwt = (await cookieOf(other, 'strapi_jwt'))!;
  const atCms = await cmsApi('/account/delete', {
    method: 'POST',
    token: otherJwt,
    body: { code, id: victimId, user: victimId, email: victimEmail },
  });
  expect(atCms.status).toBe(400);

  // Nobody signed in: the site says 401, the CMS 403 (no token) or 401 (a made-up one).
  const nobody = await visitor(playwright, baseURL);
  expect((await mutate(nobody, 'account.delete', { code })).status()).toBe(401);
  expect((await mutate(nobody, 'account.deletionCode', { locale: 'en' })).status()).toBe(401);
  expect((await query(nobody, 'account.hasPassword')).status).toBe(401);
  for (const path of ['/account/delete', '/account/delete/code']) {
    expect((await cmsApi(path, { method: 'POST', token: null, body: { code, locale: 'en' } })).status).toBe(
      403,
    );
    expect(
      (await cmsApi(path, { method: 'POST', token: 'made-up', body: { code, locale: 'en' } })).status,
    ).toBe(401);
  }
  // A cross-site request with the victim's own cookies is refused too.
  const crossSite = await victim.post('/api/trpc/account.delete', {
    data: { json: { code } },
    headers: { Origin: 'https://evil.example' },
  });
  expect(crossSite.status()).toBe(403);
  expect(await userIdOf(victimEmail)).toBe(victimId);
  expect(await userIdOf(otherEmail)).toBeDefined();

  // The code was good all along: its own account deletes with it.
  expect((await mutate(victim, 'account.delete', { code })).status()).toBe(200);
  expect(await userIdOf(victimEmail)).toBeUndefined();
  expect(await userIdOf(otherEmail)).toBeDefined();
  await Promise.all([victim.dispose(), other.dispose(), nobody.dispose()]);
});

test('an e-mail-only account sets a first password; from then on it needs it, to change it and to delete', async ({
  playwright,
  baseURL,
}) => {
  const request = await visitor(playwright, baseURL);
  const email = await emailOnlyAccount(request);
  // Nothing to change yet: a clear 400, never Strapi's failure to compare with no password.
  const change = await mutate(request, 'auth.changePassword', {
    currentPassword: 'Anything-1',
    password: 'Belong-new-9',
    passwordConfirmation: 'Belong-new-9',
  });
  expect(change.status()).toBe(400);
  expect(await authErrorOf(change)).toBe('wrongCurrentPassword');
  const weak = await mutate(request, 'account.setPassword', {
    password: 'short',
    passwordConfirmation: 'short',
  });
  expect(weak.status()).toBe(400);

  const password = 'Belong-first-9';
  const set = await mutate(request, 'account.setPassword', { password, passwordConfirmation: password });
  expect(set.status(), await set.text()).toBe(200);
  expect((await query(request, 'account.hasPassword')).data).toEqual({ set: true });
  // A second "set" would replace a password without knowing it: refused.
  const again = await mutate(request, 'account.setPassword', {
    password: 'Belong-other-9',
    passwordConfirmation: 'Belong-other-9',
  });
  expect(again.status()).toBe(400);
  const signIn = await visitor(playwright, baseURL);
  expect((await mutate(signIn, 'auth.signIn', { identifier: email, password })).status()).toBe(200);

  // Now the password is the proof: no deletion code is mailed, and a code or a wrong password deletes nothing.
  const asked = await mutate(request, 'account.deletionCode', { locale: 'en' });
  expect(asked.status()).toBe(400);
  expect(await authErrorOf(asked)).toBe('wrongCurrentPassword');
  const byCode = await mutate(request, 'account.delete', { code: '123456' });
  expect(byCode.status()).toBe(400);
  expect(await authErrorOf(byCode)).toBe('wrongCurrentPassword');
  const wrong = await mutate(request, 'account.delete', { password: 'Wrong-password-1' });
  expect(wrong.status()).toBe(400);
  expect(await authErrorOf(wrong)).toBe('wrongCurrentPassword');
  expect(await userIdOf(email)).toBeDefined();
  expect((await mutate(request, 'account.delete', { password })).status()).toBe(200);
  expect(await userIdOf(email)).toBeUndefined();
  await Promise.all([request.dispose(), signIn.dispose()]);
});
