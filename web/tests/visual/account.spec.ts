import { existsSync, openSync, closeSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type APIRequest, expect, test } from '@playwright/test';

import { mailTo, visitorIp } from '../support/accounts';
import { mailedCode, mutate } from '../support/email-only-account';
import { messages, runDir } from '../support/stack';
import { browserLocale, localized, themes, visualLocales, widths } from './screens';

// The account page signed in, drawn like the public pages (pages.spec.ts). One account, the same on
// every stack (so its name and address are the same words in every picture), made by the first test
// that needs it; each test then signs in on its own, so no two share a session's rotating tokens. The
// "member since" date changes with the day the stack was made: covered by a flat box.

const account = { email: 'visual.account@example.com', password: 'Belong-visual-9' };
// Made from the address by the CMS (cms/src/tickets/accounts.ts).
const username = 'visual.account';

const folder = runDir || tmpdir();
const claimed = join(folder, 'visual-account.claimed');
const ready = join(folder, 'visual-account.ready');

/** Signs up by the mailed code and sets a password; only the worker that claims the file does it. */
async function ensureAccount(playwright: { request: APIRequest }, baseURL: string | undefined) {
  let mine = false;
  try {
    closeSync(openSync(claimed, 'wx'));
    mine = true;
  } catch {
    // Another worker (or an earlier run on this stack) makes it.
  }
  if (mine) {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() },
    });
    expect((await mutate(request, 'auth.emailLink', { email: account.email, locale: 'en' })).status()).toBe(
      200,
    );
    const code = mailedCode(await mailTo(account.email));
    expect((await mutate(request, 'auth.emailCode', { code })).status()).toBe(200);
    const set = await mutate(request, 'account.setPassword', {
      password: account.password,
      passwordConfirmation: account.password,
    });
    expect(set.status(), await set.text()).toBe(200);
    await request.dispose();
    writeFileSync(ready, '');
  }
  await expect.poll(() => existsSync(ready), { timeout: 90_000 }).toBe(true);
}

for (const width of widths) {
  test.describe(`${width.px} px`, () => {
    test.use({
      viewport: { width: width.px, height: width.height },
      isMobile: width.mobile,
      hasTouch: width.mobile,
    });

    for (const locale of visualLocales) {
      test.describe(() => {
        test.use({ locale: browserLocale[locale], extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } });
        test(`account · ${locale} · ${width.px} px`, async ({ page, playwright, baseURL }) => {
          test.setTimeout(150_000);
          await ensureAccount(playwright, baseURL);
          const signedIn = await mutate(page.request, 'auth.signIn', {
            identifier: account.email,
            password: account.password,
          });
          expect(signedIn.status(), await signedIn.text()).toBe(200);

          const t = messages(locale);
          const path = localized('/account', locale);
          await page.emulateMedia({ colorScheme: themes[0] });
          await page.goto(path);
          // The panel reads the account in the browser: drawn once every part of it has loaded.
          await expect(page.getByTestId('account-username')).toHaveText(username);
          await expect(page.getByText(t.Auth.saved.empty)).toBeVisible();
          await expect(page.getByText(t.Passkeys.empty)).toBeVisible();
          await expect(page.locator('#delete-password')).toBeVisible();
          await page.evaluate(() => document.fonts.ready);
          for (const theme of themes) {
            await test.step(theme, async () => {
              await page.emulateMedia({ colorScheme: theme });
              await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
              const name = `${locale}-${width.px}-${theme}`;
              await expect
                .soft(page, `account ${name} (${path})`)
                .toHaveScreenshot(['account', `${name}.png`], {
                  mask: [page.getByTestId('account-member-since')],
                });
            });
          }
        });
      });
    }
  });
}
