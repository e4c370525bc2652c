import { expect, type Page, test } from '@playwright/test';

import { seriousViolations } from '../support/a11y';
import { signIn, visitorIp } from '../support/accounts';
import { signedInAccount } from '../support/organizer';
import { passwordAccount, storedPasskeys, trpc, virtualAuthenticator } from '../support/passkeys';
import { cmsApi, cmsRows, messages } from '../support/stack';

/**
 * Passkeys end to end, with Chromium's virtual authenticator standing in for a phone's screen lock:
 * added on the account page, used to sign in, replayed by an attacker, removed, and then refused.
 */

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorIp() });
});

const cookie = async (page: Page, name: string) =>
  (await page.context().cookies()).find((candidate) => candidate.name === name);

const prefixOf = (locale: string) => (locale === 'en' ? '' : `/${locale}`);

/** Screenshots of a part of the page at 390 px, light and dark, kept with the test's output to look at. */
async function look(page: Page, selector: string, name: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.locator(selector).screenshot({
      path: test.info().outputPath(`${name}-${colorScheme}.png`),
      animations: 'disabled',
    });
  }
  await page.emulateMedia({ colorScheme: null });
  if (size) await page.setViewportSize(size);
}

/** axe's serious findings at 360 px, light and dark. */
async function axeBothModes(page: Page) {
  const found: string[] = [];
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    found.push(...(await seriousViolations(page)).map((violation) => `${colorScheme}: ${violation}`));
  }
  await page.emulateMedia({ colorScheme: null });
  if (size) await page.setViewportSize(size);
  return found;
}

/** Signs in with the password and adds a passkey on the account page; answers the passkey's name. */
async function addPasskey(page: Page, locale: 'en' | 'ja', account: { email: string; password: string }) {
  const copy = messages(locale).Passkeys;
  await signIn(page, account.email, account.password, prefixOf(locale));
  await expect(page).toHaveURL(new RegExp(`${prefixOf(locale)}/account$`));
  const panel = page.getByTestId('passkeys');
  await expect(panel.getByText(copy.empty)).toBeVisible();
  await panel.getByRole('button', { name: copy.add }).click();
  // Pixel 7's browser: Chrome on Android, in the page's language.
  const name = copy.defaultName.replace('{browser}', 'Chrome').replace('{system}', 'Android');
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await expect(panel.getByRole('listitem')).toContainText(name);
  await expect(panel.getByRole('status')).toHaveText(copy.added.replace('{name}', name));
  return name;
}

async function signOut(page: Page, locale: 'en' | 'ja') {
  await page.getByRole('button', { name: messages(locale).Auth.signOut, exact: true }).click();
  await expect(page.getByText(messages(locale).Auth.accountPage.signedOut)).toBeVisible();
  expect(await cookie(page, 'strapi_jwt')).toBeUndefined();
}

for (const locale of ['en', 'ja'] as const) {
  test(`${locale}: add a passkey, sign in with it, a replay is refused, and once removed it signs in no more`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const copy = messages(locale).Passkeys;
    const prefix = prefixOf(locale);
    const authenticator = await virtualAuthenticator(page);
    const account = await passwordAccount();

    const firstName = await addPasskey(page, locale, account);
    const [held] = await authenticator.credentials();
    expect(held?.isResidentCredential).toBe(true);
    // What the CMS keeps: the credential the authenticator made, its public key, and the name.
    const [stored] = storedPasskeys(account.id);
    expect(stored?.credential_id).toBe(held?.id);
    expect(String(stored?.public_key).length).toBeGreaterThan(40);
    expect(stored?.name).toBe(firstName);

    // Renamed in place.
    const panel = page.getByTestId('passkeys');
    await panel.getByRole('button', { name: copy.renameNamed.replace('{name}', firstName) }).click();
    const newName = locale === 'en' ? 'Work phone' : '仕事用スマホ';
    await panel.getByLabel(copy.nameLabel).fill(newName);
    await panel.getByRole('button', { name: copy.save }).click();
    await expect(panel.getByRole('listitem')).toContainText(newName);
    await expect(panel.getByRole('listitem')).toContainText(copy.neverUsed);
    expect(storedPasskeys(account.id)[0]?.name).toBe(newName);
    await look(page, '[data-testid="passkeys"]', `${locale}-panel`);

    await signOut(page, locale);

    // Signing in with the passkey: no name typed, the normal session, back on the account page. The page
    // offers the passkey in the sign-in field's autofill at once; Chromium's virtual authenticator picks
    // it without a person (one would choose it from the field's suggestions), so the autofill signs in.
    const sent = page.waitForRequest((request) => request.url().includes('/api/trpc/passkeys.signIn'));
    await page.goto(`${prefix}/sign-in`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/account$`));
    await expect(page.getByTestId('account-username')).toHaveText(account.username);
    expect((await cookie(page, 'strapi_jwt'))?.httpOnly).toBe(true);
    await expect(panel.getByRole('listitem')).toContainText(copy.lastUsed.split('{date}')[0]!.trim());
    expect(storedPasskeys(account.id)[0]?.last_used_at).not.toBeNull();

    // The same signed answer sent again, by someone else, gets nothing: its challenge is used up.
    const attacker = await playwright.request.newContext({ baseURL });
    const original = await sent;
    const replay = await attacker.post(new URL(original.url()).pathname + new URL(original.url()).search, {
      data: original.postData() ?? '',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitorIp() },
    });
    expect(replay.status()).toBe(400);
    expect(await replay.text()).toContain('staleChallenge');
    expect(replay.headers()['set-cookie'] ?? '').not.toContain('strapi_jwt');
    await attacker.dispose();

    // Removed after asking once more: the list is empty, and so is the CMS.
    await panel.getByRole('button', { name: copy.removeNamed.replace('{name}', newName) }).click();
    await expect(panel.getByText(copy.removeQuestion.replace('{name}', newName))).toBeVisible();
    await panel.getByRole('button', { name: copy.removeYes }).click();
    await expect(panel.getByText(copy.empty)).toBeVisible();
    await expect(panel.getByRole('status')).toHaveText(copy.removed.replace('{name}', newName));
    expect(storedPasskeys(account.id)).toEqual([]);

    // The phone still holds it, but the site no longer takes it.
    await signOut(page, locale);
    expect(await authenticator.credentials()).toHaveLength(1);
    await page.goto(`${prefix}/sign-in`);
    const alert = page.locator('[data-passkey-sign-in] [role="alert"]');
    // The autofill tries it first and is refused; the button, pressed after, is refused the same way.
    await expect(alert).toHaveText(copy.errors.unknownPasskey);
    await look(page, 'main', `${locale}-sign-in`);
    await page.getByRole('button', { name: copy.signIn }).click();
    await expect(alert).toHaveText(copy.errors.unknownPasskey);
    await expect(page).toHaveURL(new RegExp(`${prefix}/sign-in$`));
    expect(await cookie(page, 'strapi_jwt')).toBeUndefined();
  });
}

test('a blocked account cannot sign in with its passkey (and both pages are axe-clean at 360 px)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const copy = messages('en').Passkeys;
  await virtualAuthenticator(page);
  const account = await passwordAccount();
  const name = await addPasskey(page, 'en', account);
  await page.getByRole('button', { name: copy.removeNamed.replace('{name}', name) }).click();
  expect(await axeBothModes(page)).toEqual([]);
  await page.getByRole('button', { name: copy.keep }).click();
  await expect(page.getByRole('button', { name: copy.removeNamed.replace('{name}', name) })).toBeFocused();
  const blocked = await cmsApi(`/users/${account.id}`, { method: 'PUT', body: { blocked: true } });
  expect(blocked.status).toBe(200);
  await page.context().clearCookies();

  await page.goto('/sign-in');
  await page.getByRole('button', { name: copy.signIn }).click();
  await expect(page.locator('[data-passkey-sign-in] [role="alert"]')).toHaveText(copy.errors.blocked);
  expect(await cookie(page, 'strapi_jwt')).toBeUndefined();
  expect(await axeBothModes(page)).toEqual([]);
});

test('every passkey route, tried as another signed-in user and as nobody, answers 401/403/404 and changes nothing', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await virtualAuthenticator(page);
  const owner = await passwordAccount();
  const name = await addPasskey(page, 'en', owner);
  const ownerJwt = (await cookie(page, 'strapi_jwt'))?.value ?? '';
  const intruder = await signedInAccount('passkey-intruder');
  const [stored] = storedPasskeys(owner.id);
  const id = String(stored?.document_id);

  // The CMS's routes: the owner's own (user token), the sign-in pair (the web server's token only).
  const asOwner = await cmsApi('/passkeys/mine', { token: ownerJwt });
  expect((asOwner.json?.data as { id: string }[]).map((passkey) => passkey.id)).toEqual([id]);
  // What the owner sees holds no key material.
  expect(JSON.stringify(asOwner.json)).not.toContain(String(stored?.public_key));
  expect(JSON.stringify(asOwner.json)).not.toContain(String(stored?.credential_id));
  const asIntruder = await cmsApi('/passkeys/mine', { token: intruder.jwt });
  expect(asIntruder.status).toBe(200);
  expect(asIntruder.json?.data).toEqual([]);
  for (const token of [intruder.jwt, null]) {
    const expected = token ? 404 : 403;
    expect(
      (await cmsApi(`/passkeys/mine/${id}`, { method: 'PUT', body: { name: 'Mine now' }, token })).status,
    ).toBe(expected);
    expect((await cmsApi(`/passkeys/mine/${id}`, { method: 'DELETE', token })).status).toBe(expected);
  }
  for (const path of ['/passkeys/mine', '/passkeys/registration-options']) {
    expect((await cmsApi(path, { method: path.endsWith('mine') ? 'GET' : 'POST', token: null })).status).toBe(
      403,
    );
  }
  expect((await cmsApi('/passkeys/mine', { method: 'POST', body: {}, token: null })).status).toBe(403);
  for (const token of [intruder.jwt, null]) {
    expect((await cmsApi('/passkeys/sign-in-options', { method: 'POST', token })).status).toBe(403);
    expect((await cmsApi('/passkeys/sign-in', { method: 'POST', body: {}, token })).status).toBe(403);
  }
  // No REST route for the collection itself, for anyone but a full-access token.
  expect((await cmsApi('/passkeys', { token: intruder.jwt })).status).toBe(404);
  // Bad input from the web server is a 400, never a 500.
  const junk = await cmsApi('/passkeys/sign-in', {
    method: 'POST',
    body: { response: { id: 'x', response: {} } },
    token: process.env.CMS_API_TOKEN ?? '',
  });
  expect(junk.status).toBe(400);

  // The site's procedures: nobody gets 401; the intruder (their own session) sees and reaches nothing.
  const nobody = await playwright.request.newContext({ baseURL });
  const intruderSite = await playwright.request.newContext({
    baseURL,
    storageState: {
      cookies: [
        {
          name: 'strapi_jwt',
          value: intruder.jwt,
          domain: new URL(baseURL ?? '').hostname,
          path: '/',
          expires: -1,
          httpOnly: true,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  });
  const calls: [string, unknown, boolean][] = [
    ['passkeys.mine', undefined, true],
    ['passkeys.startRegistration', undefined, false],
    ['passkeys.rename', { id, name: 'Mine now' }, false],
    ['passkeys.remove', { id }, false],
  ];
  for (const [procedure, input, query] of calls) {
    expect((await trpc(nobody, procedure, input, { query })).status, procedure).toBe(401);
  }
  const intruderList = await trpc(intruderSite, 'passkeys.mine', undefined, { query: true });
  expect(intruderList.body?.result?.data?.json).toEqual([]);
  expect((await trpc(intruderSite, 'passkeys.rename', { id, name: 'Mine now' })).status).toBe(404);
  expect((await trpc(intruderSite, 'passkeys.remove', { id })).status).toBe(404);
  // A sign-in answer that is not one is a 400; a cross-site form gets 403.
  expect((await trpc(nobody, 'passkeys.signIn', { response: { id: 'x' } })).status).toBe(400);
  const crossSite = await trpc(nobody, 'passkeys.startSignIn', undefined, {
    headers: { Origin: 'https://evil.example' },
  });
  expect(crossSite.status).toBe(403);
  await nobody.dispose();
  await intruderSite.dispose();

  // Nothing changed.
  const [after] = storedPasskeys(owner.id);
  expect(after?.name).toBe(name);

  // A deleted account takes its passkeys with it (here as the admin would delete it).
  expect((await cmsApi(`/users/${owner.id}`, { method: 'DELETE' })).status).toBe(200);
  expect(cmsRows('SELECT id FROM passkeys WHERE document_id = ?', id)).toEqual([]);
});
