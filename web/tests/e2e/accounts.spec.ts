import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import {
  confirmedAccount,
  mailTo,
  newAccount,
  passwordForm,
  register,
  signIn,
  visitorIp,
} from '../support/accounts';
import { accountMailTexts } from '../../../cms/src/mail/account-mails';
import { seriousViolations } from '../support/a11y';
import { cmsApi, cmsRows, cmsUrl, messages, runDir, seed, setProvider, withBrand } from '../support/stack';

const en = messages('en').Auth;

// Each test is its own visitor address, so the sign-in limits of one never reach another.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorIp() });
  await page.addInitScript(() => {
    window.__strapiErrors = [];
    window.addEventListener('strapi:error', (event) => {
      window.__strapiErrors.push((event as CustomEvent<unknown>).detail);
    });
  });
});

declare global {
  interface Window {
    __strapiErrors: unknown[];
  }
}

const cookie = async (page: Page, name: string) =>
  (await page.context().cookies()).find((candidate) => candidate.name === name);

test('register, confirm by the mailed link, sign in, see the name, sign out and in again', async ({
  page,
}) => {
  const account = newAccount();
  await register(page, account);
  await expect(page.getByRole('status')).toContainText(
    en.register.checkInbox.replace('{email}', account.email),
  );
  expect(await page.evaluate(() => window.plausible?.q)).toContainEqual(['Sign up', undefined]);
  expect(await cookie(page, 'strapi_jwt')).toBeUndefined();

  // Not confirmed yet: signing in is refused with a way forward.
  await signIn(page, account.email, account.password);
  await expect(passwordForm(page).locator('[role="alert"]')).toHaveText(en.errors.unconfirmed);
  expect(await cookie(page, 'strapi_jwt')).toBeUndefined();

  const mail = await mailTo(account.email);
  expect(mail.subject).toBe(withBrand(accountMailTexts.en['confirm-email'].subject));
  // The mail's link is the site's own page, not Strapi's API.
  expect(new URL(mail.link).pathname).toBe('/confirm-email');
  expect(new URL(mail.link).origin).toBe(new URL(page.url()).origin);
  await page.goto(mail.link);
  await expect(page.getByText(en.confirm.done)).toBeVisible();
  // The mailed code is a secret: no log line carries it but the logged mail itself.
  const code = new URL(mail.link).searchParams.get('confirmation')!;
  const logged = () => readFileSync(join(runDir, 'stack.log'), 'utf8').split('\n');
  await expect
    .poll(() => logged().some((line) => line.includes('/auth/email-confirmation?confirmation=[redacted]')))
    .toBe(true);
  expect(logged().filter((line) => line.includes(code) && !line.startsWith('[email] '))).toEqual([]);

  await page.locator('#field-identifier').fill(account.email);
  await page.locator('#field-password').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('account-username')).toHaveText(account.username);
  await expect(page.locator('[data-account-menu] summary')).toHaveAccessibleName(
    `${en.accountMenu}: ${account.username}`,
  );

  const jwt = await cookie(page, 'strapi_jwt');
  expect(jwt?.httpOnly).toBe(true);
  expect(jwt?.sameSite).toBe('Lax');
  expect((await cookie(page, 'strapi_jwt_refresh'))?.httpOnly).toBe(true);
  // JavaScript sees no token, only the hint that a session exists.
  expect(await page.evaluate(() => document.cookie)).toBe('signed_in=1');

  await page.locator('[data-account-menu] summary').click();
  await page.locator('[data-account-menu]').getByRole('button', { name: en.signOut }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: en.signInLink })).toBeVisible();
  expect(await cookie(page, 'strapi_jwt')).toBeUndefined();
  expect(await cookie(page, 'strapi_jwt_refresh')).toBeUndefined();

  await signIn(page, account.username, account.password);
  await expect(page.getByTestId('account-username')).toHaveText(account.username);
});

for (const locale of ['en', 'de', 'ja']) {
  const t = messages(locale).Auth.errors;
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test(`sign-in and registration refusals are translated (${locale})`, async ({ page }) => {
    const account = await confirmedAccount(page);

    await signIn(page, account.email, 'Wrong-password-1', prefix);
    await expect(passwordForm(page).locator('[role="alert"]')).toHaveText(t.invalidCredentials);
    // SPEC 8: the page heard Strapi's own error body.
    expect(await page.evaluate(() => window.__strapiErrors)).toContainEqual(
      expect.objectContaining({ status: 400, message: 'Invalid identifier or password' }),
    );
    expect(await cookie(page, 'strapi_jwt')).toBeUndefined();

    await register(page, { ...newAccount(), email: account.email }, prefix);
    await expect(passwordForm(page).locator('[role="alert"]')).toHaveText(t.taken);

    // Checked in the browser before anything is sent: errors next to the fields. The username is
    // optional, but one given must fit the rule.
    await page.goto(`${prefix}/register/password`);
    await page.locator('#field-password').fill('short');
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('#field-username-error')).toHaveCount(0);
    await page.locator('#field-username').fill('ab');
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('#field-username-error')).toHaveText(t.usernameShort);
    await expect(page.locator('#field-email-error')).toHaveText(t.required);
    await expect(page.locator('#field-password-error')).toHaveText(t.weakPassword);
    await expect(page.locator('#field-password')).toHaveAttribute('aria-invalid', 'true');
  });
}

test('the server holds a hand-made request to the same rules, and refuses a cross-site one', async ({
  request,
}) => {
  const headers = { 'X-Forwarded-For': visitorIp() };
  const weak = await request.post('/api/trpc/auth.register', {
    headers,
    data: { json: { username: 'someone', email: 'someone@example.com', password: 'abc' } },
  });
  expect(weak.status()).toBe(400);

  const crossSite = await request.post('/api/trpc/auth.signIn', {
    headers: { ...headers, Origin: 'https://evil.example' },
    data: { json: { identifier: 'someone', password: 'Whatever-1' } },
  });
  expect(crossSite.status()).toBe(403);
  expect(crossSite.headers()['set-cookie']).toBeUndefined();
});

for (const locale of ['en', 'de', 'ja']) {
  test(`too many sign-in attempts are refused with a translated message (${locale})`, async ({ page }) => {
    const ip = visitorIp();
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
    let status = 0;
    for (let attempt = 0; attempt < 25 && status !== 429; attempt++) {
      const response = await page.request.post('/api/trpc/auth.signIn', {
        headers: { 'X-Forwarded-For': ip },
        data: { json: { identifier: 'nobody@example.com', password: 'Wrong-password-1' } },
      });
      status = response.status();
    }
    expect(status).toBe(429);
    await signIn(page, 'nobody@example.com', 'Wrong-password-1', locale === 'en' ? '' : `/${locale}`);
    await expect(passwordForm(page).locator('[role="alert"]')).toHaveText(
      messages(locale).Auth.errors.rateLimited,
    );
  });
}

test('forgot password: the mailed link resets it and signs in; the old password stops working', async ({
  page,
}) => {
  const account = await confirmedAccount(page);
  await page.goto('/forgot-password');
  await page.locator('#field-email').fill(account.email);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText(en.forgot.sent).first()).toBeVisible();

  const mail = await mailTo(account.email, 1);
  expect(new URL(mail.link).pathname).toBe('/reset-password');
  // A made-up code is refused, and the visitor is told to ask for a new link.
  await page.goto('/reset-password?code=made-up');
  await page.locator('#field-password').fill('Another-password-7');
  await page.locator('#field-passwordConfirmation').fill('Another-password-7');
  await page.locator('form button[type="submit"]').click();
  await expect(passwordForm(page).locator('[role="alert"]')).toHaveText(en.errors.badCode);
  await page.goto(mail.link);
  const newPassword = 'Another-password-7';
  await page.locator('#field-password').fill(newPassword);
  await page.locator('#field-passwordConfirmation').fill(newPassword);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByTestId('account-username')).toHaveText(account.username);

  await page.context().clearCookies();
  await signIn(page, account.email, account.password);
  await expect(passwordForm(page).locator('[role="alert"]')).toHaveText(en.errors.invalidCredentials);
  await signIn(page, account.email, newPassword);
  await expect(page.getByTestId('account-username')).toHaveText(account.username);
});

test('the account mails are written in the language of the page the visitor used', async ({ page }) => {
  const account = newAccount();
  await register(page, account, '/de');
  const confirm = await mailTo(account.email);
  const de = accountMailTexts.de['confirm-email'];
  expect(confirm.subject).toBe(withBrand(de.subject));
  expect(confirm.html).toContain(withBrand(de.welcome.replace('{username}', account.username)));
  // A plain-text part for mail programs that show no HTML: the same words and the link, no tags.
  expect(confirm.text).toContain(de.action);
  expect(confirm.text).toContain(confirm.link);
  expect(confirm.text).not.toMatch(/<[a-z!]/i);
  expect(new URL(confirm.link).pathname).toBe('/de/confirm-email');
  await page.goto(confirm.link);
  await page.locator('#field-identifier').waitFor();

  await page.goto('/ja/forgot-password');
  await page.locator('#field-email').fill(account.email);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText(messages('ja').Auth.forgot.sent).first()).toBeVisible();
  const reset = await mailTo(account.email, 1);
  const ja = accountMailTexts.ja['reset-password'];
  expect(reset.subject).toBe(withBrand(ja.subject));
  expect(reset.html).toContain(withBrand(ja.intro));
  // The link opens the page in the same language.
  expect(new URL(reset.link).pathname).toBe('/ja/reset-password');
});

test('an unknown address gets the same forgot-password answer (no account enumeration)', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.locator('#field-email').fill(`nobody.${Date.now()}@example.com`);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText(en.forgot.sent).first()).toBeVisible();
});

test('an expired access token is refreshed; a forged one signs the visitor out cleanly', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const account = await confirmedAccount(page);
  await signIn(page, account.email, account.password);
  await expect(page.getByTestId('account-username')).toHaveText(account.username);
  const first = (await page.context().cookies()).find((c) => c.name === 'strapi_jwt_refresh')!.value;

  // The browser drops the access cookie when the token's lifetime ends; the refresh token remains.
  await page.context().clearCookies({ name: 'strapi_jwt' });
  await page.reload();
  await expect(page.getByTestId('account-username')).toHaveText(account.username);
  expect(await cookie(page, 'strapi_jwt')).toBeDefined();
  // Rotation: the refresh token was replaced.
  expect((await cookie(page, 'strapi_jwt_refresh'))?.value).not.toBe(first);

  const url = new URL(page.url());
  await page.context().clearCookies({ name: 'strapi_jwt_refresh' });
  await page.context().addCookies([{ name: 'strapi_jwt', value: 'forged.token.value', url: url.origin }]);
  await page.reload();
  await expect(page.getByText(en.accountPage.signedOut)).toBeVisible();
  expect(await cookie(page, 'strapi_jwt')).toBeUndefined();
  expect(await page.evaluate(() => document.cookie)).toBe('');
  expect(errors).toEqual([]);
});

test('requests sent together with an expired access token all stay signed in (one refresh for all)', async ({
  page,
}) => {
  const account = await confirmedAccount(page);
  await signIn(page, account.email, account.password);
  await expect(page.getByTestId('account-username')).toHaveText(account.username);
  const first = (await cookie(page, 'strapi_jwt_refresh'))!.value;
  await page.context().clearCookies({ name: 'strapi_jwt' });

  // A page's parallel requests all carry the same refresh token, which Strapi accepts only once.
  const answers = await Promise.all(
    Array.from({ length: 4 }, () =>
      page.request.get('/api/trpc/auth.me').then(async (response) => ({
        status: response.status(),
        body: (await response.json()) as { result: { data: { json: { username: string } | null } } },
      })),
    ),
  );
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.body.result.data.json?.username).toBe(account.username);
  }
  const rotated = (await cookie(page, 'strapi_jwt_refresh'))?.value;
  expect(rotated).toBeDefined();
  expect(rotated).not.toBe(first);
  await page.reload();
  await expect(page.getByTestId('account-username')).toHaveText(account.username);

  // Signing out ends the reuse too: a late request with the old token does not sign the visitor back in.
  await page.locator('[data-account-menu] summary').click();
  await page.locator('[data-account-menu]').getByRole('button', { name: en.signOut }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: en.signInLink })).toBeVisible();
  const url = new URL(page.url());
  await page.context().addCookies([{ name: 'strapi_jwt_refresh', value: first, url: url.origin }]);
  const late = await page.request.get('/api/trpc/auth.me');
  expect(((await late.json()) as { result: { data: { json: unknown } } }).result.data.json).toBeNull();
  expect(await cookie(page, 'strapi_jwt')).toBeUndefined();
});

test('change password: the new one works from then on, and other devices are signed out', async ({
  page,
  browser,
}) => {
  const account = await confirmedAccount(page);
  await signIn(page, account.email, account.password);
  await expect(page.getByTestId('account-username')).toHaveText(account.username);
  const otherDevice = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } });
  const other = await otherDevice.newPage();
  await signIn(other, account.email, account.password);
  await expect(other.getByTestId('account-username')).toHaveText(account.username);
  // Settled first: a request still in flight could refresh the session after the cookie is dropped.
  await expect(other.getByText(en.saved.empty)).toBeVisible();
  // Its access token would still pass for a few minutes; the refresh is what Strapi revoked.
  await otherDevice.clearCookies({ name: 'strapi_jwt' });
  const newPassword = 'Changed-password-5';
  await page.locator('#field-currentPassword').fill(account.password);
  await page.locator('#field-password').fill(newPassword);
  await page.locator('#field-passwordConfirmation').fill(newPassword);
  await page.getByRole('button', { name: en.accountPage.changeSubmit }).click();
  await expect(page.getByText(en.accountPage.changed).first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('account-username')).toHaveText(account.username);
  await other.reload();
  await expect(other.getByText(en.accountPage.signedOut)).toBeVisible();
  await otherDevice.close();

  await page.context().clearCookies();
  await signIn(page, account.email, newPassword);
  await expect(page.getByTestId('account-username')).toHaveText(account.username);
});

test('social sign-in: the start sends an enabled provider to the CMS, refuses others; a bad callback fails cleanly', async ({
  page,
  request,
}) => {
  expect((await request.get('/api/auth/connect/not-a-provider', { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get('/api/auth/connect/github', { maxRedirects: 0 })).status()).toBe(404);

  // An editor enables GitHub in the admin (Settings → Providers).
  const restore = await setProvider('github', { enabled: true, key: 'test-client', secret: 'test-secret' });
  try {
    const start = await request.get('/api/auth/connect/github', { maxRedirects: 0 });
    expect(start.status()).toBe(302);
    expect(start.headers()['location']).toBe(`${cmsUrl}/api/connect/github`);
  } finally {
    await restore();
  }
  expect((await request.get('/api/auth/connect/github', { maxRedirects: 0 })).status()).toBe(404);

  await page.goto('/api/auth/callback/github?access_token=forged');
  await expect(page).toHaveURL(/\/sign-in\?error=providerFailed$/);
  await expect(page.getByRole('alert').first()).toHaveText(messages('en').Auth.errors.providerFailed);
  expect(await cookie(page, 'strapi_jwt')).toBeUndefined();
});

test('a prerendered page is byte-identical for a signed-in and an anonymous visitor', async ({
  page,
  request,
}) => {
  const account = await confirmedAccount(page);
  await signIn(page, account.email, account.password);
  await expect(page.getByTestId('account-username')).toHaveText(account.username);
  const signedIn = await page.request.get('/nft-tickets');
  const anonymous = await request.get('/nft-tickets');
  expect(signedIn.status()).toBe(200);
  expect(await signedIn.text()).toBe(await anonymous.text());
});

test('save an event from its page, see it on the account page, remove it', async ({ page }) => {
  const account = await confirmedAccount(page);
  await signIn(page, account.email, account.password);
  await expect(page.getByTestId('account-username')).toHaveText(account.username);
  await expect(page.getByText(en.saved.empty)).toBeVisible();

  const [event] = seed('events');
  await page.goto(`/events/${event!.slug}`);
  const interested = page.getByRole('button', { name: en.saved.save });
  await expect(interested).toHaveAttribute('aria-pressed', 'false');
  await interested.click();
  await expect(page.getByRole('button', { name: en.saved.savedLabel })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Counted for the site's analytics (queued: without consent the analytics script never loads).
  expect(await page.evaluate(() => window.plausible?.q)).toContainEqual([
    'Interested',
    { props: { event: event!.slug } },
  ]);

  await page.goto('/account');
  const title = String(event!.locales.en!.title);
  await expect(page.getByTestId('saved-events').getByRole('link', { name: title })).toBeVisible();
  await page.getByRole('button', { name: en.saved.removeNamed.replace('{title}', title) }).click();
  await expect(page.getByText(en.saved.empty)).toBeVisible();
  await page.reload();
  await expect(page.getByText(en.saved.empty)).toBeVisible();
});

test("one user cannot read or change another's saved events", async ({ browser }) => {
  const [event] = seed('events');
  const slug = event!.slug;
  const visitor = async () => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } });
    const page = await context.newPage();
    const account = await confirmedAccount(page);
    await signIn(page, account.email, account.password);
    await expect(page.getByTestId('account-username')).toHaveText(account.username);
    return page;
  };
  const savedSlugs = async (page: Page) => {
    const response = await page.request.get(
      `/api/trpc/account.savedEvents?input=${encodeURIComponent(JSON.stringify({ json: { locale: 'en' } }))}`,
    );
    const body = (await response.json()) as { result: { data: { json: { slug: string }[] } } };
    return body.result.data.json.map((saved) => saved.slug);
  };
  const mutate = (page: Page, procedure: string) =>
    page.request.post(`/api/trpc/account.${procedure}`, { data: { json: { slug } } });

  const alice = await visitor();
  const bob = await visitor();
  expect((await mutate(alice, 'saveEvent')).status()).toBe(200);
  expect(await savedSlugs(alice)).toEqual([slug]);
  // Bob sees only his own list, and his removal cannot reach Alice's entry.
  expect(await savedSlugs(bob)).toEqual([]);
  expect((await mutate(bob, 'removeEvent')).status()).toBe(200);
  expect(await savedSlugs(alice)).toEqual([slug]);
  // Nobody signed in reads nothing.
  const anonymous = await alice.context().browser()!.newContext();
  const response = await anonymous.request.get(
    `${new URL(alice.url()).origin}/api/trpc/account.savedEvents?input=${encodeURIComponent(JSON.stringify({ json: { locale: 'en' } }))}`,
  );
  expect(response.status()).toBe(401);
  await anonymous.close();
});

test('delete the account: the user and their saved events are gone, the cookies cleared', async ({
  page,
}) => {
  const account = await confirmedAccount(page);
  await signIn(page, account.email, account.password);
  await expect(page.getByTestId('account-username')).toHaveText(account.username);
  const [event] = seed('events');
  expect(
    (
      await page.request.post('/api/trpc/account.saveEvent', { data: { json: { slug: event!.slug } } })
    ).status(),
  ).toBe(200);
  const users = async () => {
    const { status, json } = await cmsApi(`/users?filters[email][$eq]=${encodeURIComponent(account.email)}`);
    // A failed lookup must fail here, not read as "no such user".
    expect(status).toBe(200);
    return json as { id: number }[];
  };
  const savedRows = (id: number) => cmsRows('SELECT * FROM saved_events_user_lnk WHERE user_id = ?', id);
  const [user] = await users();
  expect(user).toBeDefined();
  expect(savedRows(user!.id)).toHaveLength(1);

  await page.locator('#delete-password').fill('Wrong-password-1');
  await page.getByRole('button', { name: en.deleteAccount.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: en.errors.wrongCurrentPassword })).toBeVisible();
  expect(await users()).toHaveLength(1);

  await page.locator('#delete-password').fill(account.password);
  await page.getByRole('button', { name: en.deleteAccount.submit }).click();
  await expect(page.getByText(en.accountPage.signedOut)).toBeVisible();
  expect(await users()).toEqual([]);
  expect(await cookie(page, 'strapi_jwt')).toBeUndefined();
  expect(await cookie(page, 'strapi_jwt_refresh')).toBeUndefined();
  // The saved events went with the user.
  expect(savedRows(user!.id)).toEqual([]);
  await signIn(page, account.email, account.password);
  await expect(passwordForm(page).locator('[role="alert"]')).toHaveText(en.errors.invalidCredentials);
});

// One test per group, in parallel: a single test of them all kept one worker busy for over a minute.
test.describe('axe: the account pages in English and Japanese, with errors showing, signed in, light and dark', () => {
  test.describe.configure({ mode: 'parallel' });

  const violationsOn = async (page: Page, label: string, found: string[]) => {
    for (const violation of await seriousViolations(page)) found.push(`${label} ${violation}`);
  };

  for (const prefix of ['', '/ja']) {
    test(`signed out, with errors showing (${prefix || 'en'})`, async ({ page }) => {
      test.setTimeout(2 * 60_000);
      const found: string[] = [];
      for (const path of [
        '/sign-in',
        '/register',
        '/register?intent=host',
        '/register/password',
        '/sign-in/email',
        '/forgot-password',
        '/reset-password?code=x',
        '/confirm-email',
      ]) {
        await page.goto(`${prefix}${path}`);
        const submit = page.locator('form button[type="submit"]');
        // The errors next to the fields and the form's alert are checked too.
        if (await submit.count()) {
          await submit.first().click();
          await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
        }
        await violationsOn(page, `${prefix}${path}`, found);
      }
      expect(found).toEqual([]);
    });
  }

  test('signed in, menu open, light and dark', async ({ page }) => {
    test.setTimeout(2 * 60_000);
    const found: string[] = [];
    const account = await confirmedAccount(page);
    await signIn(page, account.email, account.password);
    await expect(page.getByTestId('account-username')).toHaveText(account.username);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of ['/account', '/ja/account']) {
        await page.goto(path);
        await expect(page.getByTestId('account-username')).toBeVisible();
        await page.locator('[data-account-menu] summary').click();
        await violationsOn(page, `${path} (${scheme}, menu open)`, found);
      }
    }
    expect(found).toEqual([]);
  });
});
