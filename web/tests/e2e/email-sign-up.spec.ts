import { createRequire } from 'node:module';
import { join } from 'node:path';

import { type BrowserContext, expect, type Page, test } from '@playwright/test';

import { signInMailTexts } from '../../../cms/src/email-sign-in/texts';
import { emailCodeMinutes } from '../../src/lib/auth/email-code';
import { seriousViolations } from '../support/a11y';
import { confirmedAccount, mailTo, newAccount, visitorIp } from '../support/accounts';
import { cmsApi, cmsRows, messages, runDir, withBrand } from '../support/stack';

// Sign-up and sign-in by a mailed link or 6-digit code (issue 26): `/register?intent=…` asks for an
// e-mail address only, the CMS mails a sign-up (new address) or sign-in (known address) mail, and the
// code or the link's button signs the visitor in and lands them on their intent's page.

const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`);
const en = messages('en').Auth;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorIp() });
});

const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((candidate) => candidate.name === name);

/** The 6-digit code of a sign-in mail (its own line in the plain-text part). */
const codeOf = (mail: { text: string }) => /\s(\d{6})$/m.exec(mail.text)?.[1] ?? '';

async function askForCode(page: Page, email: string, path = '/register?intent=host') {
  await page.goto(path);
  await page.locator('#field-email').fill(email);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/sign-in\/email(\?intent=\w+)?$/);
}

async function enterCode(page: Page, code: string) {
  await page.locator('#field-code').fill(code);
  await page.locator('form button[type="submit"]').click();
}

type Writable = { prepare(sql: string): { run(...params: unknown[]): unknown }; close(): void };

/** Time passes for one address's mailed code: its expiry moves into the past (as an operator could). */
function expireCodes(email: string) {
  const Database = createRequire(__filename)('better-sqlite3') as new (
    file: string,
    options: { timeout: number },
  ) => Writable;
  const db = new Database(join(runDir, 'data.db'), { timeout: 10_000 });
  try {
    db.prepare('UPDATE belong_email_sign_ins SET expires_at = ? WHERE email = ?').run(
      Date.now() - 1000,
      email,
    );
  } finally {
    db.close();
  }
}

for (const locale of ['en', 'ja'] as const) {
  test(`from the home page: register with only an e-mail, confirm by code, land on the new-event page (${locale})`, async ({
    page,
  }) => {
    const t = messages(locale).Auth;
    const mailTexts = signInMailTexts[locale];
    const email = newAccount().email;
    await page.goto(`${prefix(locale)}/`);
    await page.goto(`${prefix(locale)}/register?intent=host`);
    await expect(page.getByText(messages(locale).Intent.host)).toBeVisible();
    // Only an address: no username, no password.
    await expect(page.locator('#field-username, #field-password')).toHaveCount(0);
    await page.locator('#field-email').fill(email);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(new RegExp(`${prefix(locale)}/sign-in/email\\?intent=host$`));
    await expect(page.getByText(t.emailSignIn.sentTo.replace('{email}', email))).toBeVisible();
    await expect(
      page.getByText(t.emailSignIn.linkToo.replace('{minutes}', String(emailCodeMinutes))),
    ).toBeVisible();

    const mail = await mailTo(email);
    expect(mail.subject).toBe(withBrand(mailTexts.signUpSubject));
    expect(mail.text).toContain(mailTexts.validity.replace('{minutes}', '15'));
    expect(new URL(mail.link).pathname).toBe(`${prefix(locale)}/sign-in/email`);
    const code = codeOf(mail);
    expect(code).toMatch(/^\d{6}$/);
    // Only hashes are stored: neither the code nor the link's token is in the CMS's table.
    const token = new URL(mail.link).searchParams.get('token')!;
    const [row] = cmsRows('SELECT * FROM belong_email_sign_ins WHERE email = ?', email);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.code_hash).not.toBe(code);
    expect(row!.used_at).toBeNull();

    await enterCode(page, code);
    await page.waitForURL(new RegExp(`${prefix(locale)}/account/events/new$`));
    await expect(page.getByTestId('event-form')).toBeVisible();
    expect((await cookie(page.context(), 'strapi_jwt'))?.httpOnly).toBe(true);
    // The account the CMS made: confirmed, a username made from the address.
    const [user] = cmsRows('SELECT username, confirmed FROM up_users WHERE email = ?', email);
    expect(user).toEqual({ username: email.split('@')[0], confirmed: 1 });
    expect(
      cmsRows('SELECT used_at FROM belong_email_sign_ins WHERE email = ?', email)[0]!.used_at,
    ).not.toBeNull();

    // Signed in, `/register?intent=…` goes straight to the intent's page.
    await page.goto(`${prefix(locale)}/register?intent=join`);
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/events$`));
  });
}

test('a name given at sign-up becomes the account name', async ({ page }) => {
  const email = newAccount().email;
  const name = `Aiko ${Date.now().toString(36)}`;
  await page.goto('/register');
  await page.locator('#field-email').fill(email);
  await page.locator('#field-name').fill(name);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/sign-in\/email$/);
  const mail = await mailTo(email);
  expect(mail.text).toContain(signInMailTexts.en.greeting.replace('{name}', name));
  await enterCode(page, codeOf(mail));
  await page.waitForURL(/\/account$/);
  await expect(page.getByTestId('account-username')).toHaveText(name);
});

test('without JavaScript: the form, the mailed link (opening it spends nothing), its button, a replay', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() },
  });
  const page = await context.newPage();
  const email = newAccount().email;
  await askForCode(page, email, '/register?intent=join');
  await expect(page.getByText(en.emailSignIn.sentTo.replace('{email}', email))).toBeVisible();
  const { link } = await mailTo(email);

  // A mail scanner opens the link (GET, no button): nothing is spent, nobody is signed in.
  const scanned = await context.request.get(link);
  expect(scanned.status()).toBe(200);
  expect(await cookie(context, 'strapi_jwt')).toBeUndefined();

  await page.goto(link);
  await expect(page.getByRole('heading', { name: en.emailSignIn.linkHeading })).toBeVisible();
  await page.getByRole('button', { name: en.emailSignIn.linkSubmit }).click();
  await page.waitForURL(/\/events$/);
  expect(await cookie(context, 'strapi_jwt')).toBeDefined();

  // The same link again: refused, and the page says what to do.
  await context.clearCookies();
  await page.goto(link);
  await page.getByRole('button', { name: en.emailSignIn.linkSubmit }).click();
  await page.waitForURL(/\/sign-in\/email\?error=linkInvalid$/);
  await expect(page.locator('form [role="alert"]')).toHaveText(en.errors.linkInvalid);
  expect(await cookie(context, 'strapi_jwt')).toBeUndefined();
  await context.close();
});

test('wrong codes: five tries, then the code is locked until a new one is asked for', async ({ page }) => {
  const email = newAccount().email;
  await askForCode(page, email);
  const code = codeOf(await mailTo(email));
  const wrong = code === '000000' ? '111111' : '000000';
  for (let attempt = 1; attempt <= 4; attempt++) {
    await enterCode(page, wrong);
    await expect(page.locator('form [role="alert"]')).toHaveText(en.errors.invalidCode);
  }
  await enterCode(page, wrong);
  await expect(page.locator('form [role="alert"]')).toHaveText(en.errors.codeLocked);
  // Even the right code no longer works.
  await enterCode(page, code);
  await expect(page.locator('form [role="alert"]')).toHaveText(en.errors.codeLocked);
  expect(await cookie(page.context(), 'strapi_jwt')).toBeUndefined();

  // A new code arrives at once (a locked code holds no new mail back) and works.
  await page.getByRole('link', { name: en.emailSignIn.againLink }).click();
  await askForCode(page, email);
  const fresh = codeOf(await mailTo(email, 1));
  await enterCode(page, fresh);
  await page.waitForURL(/\/account\/events\/new$/);
});

test('an expired code and an expired link are refused with what to do', async ({ page }) => {
  const email = newAccount().email;
  await askForCode(page, email);
  const mail = await mailTo(email);
  expireCodes(email);
  await enterCode(page, codeOf(mail));
  await expect(page.locator('form [role="alert"]')).toHaveText(en.errors.codeExpired);
  await page.goto(mail.link);
  await page.getByRole('button', { name: en.emailSignIn.linkSubmit }).click();
  await expect(page.locator('form [role="alert"]')).toHaveText(en.errors.codeExpired);
  expect(await cookie(page.context(), 'strapi_jwt')).toBeUndefined();
});

test('a known address gets the same screen and answer, a sign-in mail, and its own account', async ({
  page,
  browser,
  request,
}) => {
  const account = await confirmedAccount(page);
  const stranger = newAccount().email;
  const screens: string[] = [];
  for (const email of [stranger, account.email]) {
    await askForCode(page, email);
    screens.push((await page.locator('main').innerText()).replace(email, 'ADDRESS'));
  }
  expect(screens[1]).toBe(screens[0]);
  // The procedure answers the same bytes for both (asked from elsewhere: this browser keeps its code).
  const ask = (email: string) =>
    request.post('/api/trpc/auth.emailLink', {
      headers: { 'X-Forwarded-For': visitorIp() },
      data: { json: { email, locale: 'en' } },
    });
  const [known, unknown] = [await ask(account.email), await ask(`other.${stranger}`)];
  expect([known.status(), unknown.status()]).toEqual([200, 200]);
  expect(await known.text()).toBe(await unknown.text());

  // The known address got a sign-in mail (its second mail: the first confirmed its registration).
  const mail = await mailTo(account.email, 1);
  expect(mail.subject).toBe(withBrand(signInMailTexts.en.signInSubject));
  // Another browser cannot use that code: the code belongs to the browser that asked for it.
  const other = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } });
  const otherPage = await other.newPage();
  await otherPage.goto('/sign-in/email');
  await enterCode(otherPage, codeOf(mail));
  await expect(otherPage.locator('form [role="alert"]')).toHaveText(en.errors.invalidCode);
  await other.close();

  await enterCode(page, codeOf(mail));
  await page.waitForURL(/\/account\/events\/new$/);
  await page.goto('/account');
  await expect(page.getByTestId('account-username')).toHaveText(account.username);
  // Still one account for the address, and its password still works.
  expect(cmsRows('SELECT id FROM up_users WHERE email = ?', account.email)).toHaveLength(1);
});

test('sign-in page: "e-mail me a sign-in link" comes back to the page that asked for sign-in', async ({
  page,
}) => {
  const account = await confirmedAccount(page);
  await page.goto('/sign-in?next=%2Faccount%2Ftickets');
  await page.getByRole('heading', { name: en.signIn.emailHeading }).waitFor();
  await page.locator('#field-email').fill(account.email);
  await page.getByRole('button', { name: en.signIn.emailSubmit }).click();
  await page.waitForURL(/\/sign-in\/email$/);
  await enterCode(page, codeOf(await mailTo(account.email, 1)));
  await page.waitForURL(/\/account\/tickets$/);
});

test('replayed and concurrent confirmations of one link give exactly one session', async ({ page }) => {
  const email = newAccount().email;
  await askForCode(page, email);
  const token = new URL((await mailTo(email)).link).searchParams.get('token')!;
  const answers = await Promise.all(
    Array.from({ length: 6 }, () =>
      page.request.post('/api/trpc/auth.emailToken', {
        headers: { 'X-Forwarded-For': visitorIp() },
        data: { json: { token } },
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.status()).sort();
  expect(statuses).toEqual([200, 400, 400, 400, 400, 400]);
  const sessions = answers.filter((answer) => (answer.headers()['set-cookie'] ?? '').includes('strapi_jwt='));
  expect(sessions).toHaveLength(1);
});

test('abuse: cross-site requests are refused, requests count against the sign-in limit, the CMS routes are the server’s', async ({
  page,
}) => {
  const crossSite = await page.request.post('/api/auth/email/request', {
    headers: { Origin: 'https://evil.example', 'X-Forwarded-For': visitorIp() },
    form: { email: 'someone@example.com', locale: 'en' },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  const crossSiteTrpc = await page.request.post('/api/trpc/auth.emailLink', {
    headers: { Origin: 'https://evil.example', 'X-Forwarded-For': visitorIp() },
    data: { json: { email: 'someone@example.com', locale: 'en' } },
  });
  expect(crossSiteTrpc.status()).toBe(403);

  const ip = visitorIp();
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 25; attempt++) {
    const answer = await page.request.post('/api/trpc/auth.emailLink', {
      headers: { 'X-Forwarded-For': ip },
      data: { json: { email: `limit.${attempt}.${Date.now()}@example.com`, locale: 'en' } },
    });
    statuses.push(answer.status());
  }
  expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
  expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
  // Without JavaScript the same limit shows as a translated message on the form's page.
  const limited = await page.request.post('/api/auth/email/request', {
    headers: { 'X-Forwarded-For': ip },
    form: { email: 'someone@example.com', locale: 'en', from: 'register' },
    maxRedirects: 0,
  });
  expect(limited.status()).toBe(303);
  expect(limited.headers().location).toBe('/register?error=rateLimited');

  // Bad input is a clear 4xx, never a 500.
  const bad = await page.request.post('/api/trpc/auth.emailCode', {
    headers: { 'X-Forwarded-For': visitorIp() },
    data: { json: { code: 'abc' } },
  });
  expect(bad.status()).toBe(400);

  // The CMS's routes answer only the web server's token: not the public, not a signed-in user.
  expect((await cmsApi('/email-sign-in/request', { method: 'POST', token: null, body: {} })).status).toBe(
    403,
  );
  expect(
    (await cmsApi('/email-sign-in/confirm', { method: 'POST', token: null, body: { code: '123456' } }))
      .status,
  ).toBe(403);
  const account = await confirmedAccount(page);
  const signedIn = await cmsApi('/auth/local', {
    method: 'POST',
    token: null,
    body: { identifier: account.email, password: account.password },
  });
  const jwt = (signedIn.json as { jwt?: string } | null)?.jwt ?? '';
  expect(jwt).not.toBe('');
  for (const path of ['/email-sign-in/request', '/email-sign-in/confirm']) {
    const answer = await cmsApi(path, {
      method: 'POST',
      token: jwt,
      body: { email: account.email, code: '123456', locale: 'en' },
    });
    expect(answer.status, path).toBe(403);
  }
});

// One test per language, in parallel (one test of both kept a worker busy for most of a minute).
test.describe('axe on a 360 px phone, and screenshots at 390 px light and dark: register, code step, link page', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const locale of ['en', 'ja']) {
    test(locale, async ({ page }, testInfo) => {
      test.setTimeout(2 * 60_000);
      const found: string[] = [];
      const pages = {
        register: '/register?intent=sell',
        link: '/sign-in/email?token=made-up-token-long-enough-1',
      };
      const t = messages(locale).Auth;
      await page.setViewportSize({ width: 360, height: 740 });
      for (const path of Object.values(pages)) {
        await page.goto(`${prefix(locale)}${path}`);
        for (const violation of await seriousViolations(page)) found.push(`${locale} ${path} ${violation}`);
      }
      // The code step as a visitor sees it (their address shown), with a wrong code's message.
      await askForCode(page, newAccount().email, `${prefix(locale)}/register?intent=sell`);
      await enterCode(page, '000000');
      await expect(page.locator('form [role="alert"]')).toHaveText(t.errors.invalidCode);
      for (const violation of await seriousViolations(page)) found.push(`${locale} code step ${violation}`);
      const codeStep = page.url();

      await page.setViewportSize({ width: 390, height: 844 });
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const [name, url] of [...Object.entries(pages), ['code', codeStep]] as const) {
          await page.goto(url.startsWith('http') ? url : `${prefix(locale)}${url}`);
          await page.screenshot({
            path: testInfo.outputPath(`${name}-${locale}-${scheme}-390.png`),
            fullPage: true,
          });
        }
      }
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(`${prefix(locale)}${pages.link}`);
      await page.getByRole('button', { name: t.emailSignIn.linkSubmit }).click();
      await expect(page.locator('form [role="alert"]')).toHaveText(t.errors.linkInvalid);
      for (const violation of await seriousViolations(page)) found.push(`${locale} link error ${violation}`);
      expect(found).toEqual([]);
    });
  }
});
