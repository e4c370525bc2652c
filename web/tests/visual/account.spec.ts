import { type Cookie, expect, type Page, test } from '@playwright/test';

import { mailTo, register, signIn, visitorIp } from '../support/accounts';
import { browserLocale, localized, themes, visualLocales, widths } from './screens';

// The account page signed in, drawn like the public pages (pages.spec.ts). One account with the same
// name on every stack, so the header and the panel show the same words in every run; signed in once,
// its cookies then open the page in each test.

const account = {
  username: 'visual_tester',
  email: 'visual.tester@example.com',
  password: 'Belong-visual-tester-9',
};

// One worker: the account is made once, then every test reuses its session.
test.describe.configure({ mode: 'serial' });

let cookies: Cookie[] = [];
const ip = visitorIp();

async function signedIn(page: Page): Promise<boolean> {
  await signIn(page, account.username, account.password);
  return page
    .getByTestId('account-username')
    .waitFor({ timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
}

test.beforeAll(async ({ browser }, testInfo) => {
  // Hashing passwords and sending the mail take seconds on a busy machine.
  testInfo.setTimeout(120_000);
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': ip } });
  const page = await context.newPage();
  // A second run on the same stack finds the account there already.
  if (!(await signedIn(page))) {
    await register(page, account);
    // "Check your inbox" once the CMS has taken the account and sent the mail, or "already has an
    // account" when an earlier run on this stack registered it and its mail came too late.
    await page.locator('p[role="status"], form [role="alert"]').first().waitFor({ timeout: 60_000 });
    await page.goto((await mailTo(account.email)).link);
    await page.locator('#field-identifier').waitFor();
    expect(await signedIn(page), 'the new account signs in').toBe(true);
  }
  cookies = await context.cookies();
  await context.close();
});

for (const width of widths) {
  test.describe(`${width.px} px`, () => {
    test.use({
      viewport: { width: width.px, height: width.height },
      isMobile: width.mobile,
      hasTouch: width.mobile,
      extraHTTPHeaders: { 'X-Forwarded-For': ip },
    });

    for (const locale of visualLocales) {
      test.describe(() => {
        test.use({ locale: browserLocale[locale] });
        test(`account · ${locale} · ${width.px} px`, async ({ page }) => {
          await page.context().addCookies(cookies);
          const path = localized('/account', locale);
          await page.emulateMedia({ colorScheme: themes[0] });
          await page.goto(path);
          // The panel reads the account in the browser: drawn once the name is there.
          await expect(page.getByTestId('account-username')).toHaveText(account.username);
          await page.evaluate(() => document.fonts.ready);
          for (const theme of themes) {
            await test.step(theme, async () => {
              await page.emulateMedia({ colorScheme: theme });
              await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
              const name = `${locale}-${width.px}-${theme}`;
              await expect
                .soft(page, `account ${name} (${path})`)
                .toHaveScreenshot(['account', `${name}.png`]);
            });
          }
        });
      });
    }
  });
}
