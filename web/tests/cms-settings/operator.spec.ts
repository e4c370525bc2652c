import { expect, type Page, test } from '@playwright/test';

import { signInMailTexts } from '../../../cms/src/email-sign-in/texts';
import { mailTo, visitorIp } from '../support/accounts';
import { cmsApi, messages, seedConfig } from '../support/stack';

// The operator's legal details are website configuration: every page's footer, the terms and the privacy
// policy show them. This project runs after every test that reads pages (playwright.config.ts).

type Operator = { operatorName: string; operatorAddress: string; operatorEmail: string };

const seeded = (): Operator => {
  const { operatorName, operatorAddress, operatorEmail } = seedConfig();
  return { operatorName, operatorAddress, operatorEmail };
};

async function configure(operator: Operator) {
  const response = await cmsApi('/website-config', { method: 'PUT', body: { data: operator } });
  expect(response.status).toBe(200);
}

/** Waits until the page's server HTML names the operator (a publish re-renders it in the background). */
async function untilServed(page: Page, path: string, name: string) {
  await expect
    .poll(async () => (await (await page.request.get(path)).text()).includes(name), { timeout: 30_000 })
    .toBe(true);
}

/** The operator's block on a legal page: name, each address line and the e-mail as a mailto link. */
async function expectLegalBlock(page: Page, locale: 'en' | 'ja', operator: Operator) {
  const t = messages(locale).Legal;
  const block = page.locator('main [data-operator]');
  await expect(block.getByRole('heading', { name: t.heading.replace('{siteName}', 'Belong') })).toBeVisible();
  await expect(block.getByRole('definition').first()).toHaveText(operator.operatorName);
  for (const line of operator.operatorAddress.split('\n')) await expect(block).toContainText(line);
  await expect(block.getByRole('link', { name: operator.operatorEmail })).toHaveAttribute(
    'href',
    `mailto:${operator.operatorEmail}`,
  );
}

async function expectFooter(page: Page, locale: 'en' | 'ja', operator: Operator) {
  const footer = page.locator('footer address[data-operator]');
  await expect(footer).toContainText(
    messages(locale).Footer.operatedBy.replace('{name}', operator.operatorName),
  );
  await expect(footer).toContainText(operator.operatorAddress.split('\n')[0] ?? '');
  await expect(footer.getByRole('link', { name: operator.operatorEmail })).toHaveAttribute(
    'href',
    `mailto:${operator.operatorEmail}`,
  );
}

test.describe('the operator named on the site', () => {
  test.describe.configure({ mode: 'serial' });

  test.afterAll(async () => {
    await configure(seeded());
  });

  test('the seeded operator is in the footer, the terms and the privacy policy', async ({ page }) => {
    const operator = seeded();
    await page.goto('/terms');
    await expectLegalBlock(page, 'en', operator);
    await expectFooter(page, 'en', operator);
    await page.goto('/ja/privacy');
    await expectLegalBlock(page, 'ja', operator);
    await expectFooter(page, 'ja', operator);
  });

  test('a change in the CMS reaches the footer, the terms and the privacy policy, en and ja', async ({
    page,
  }) => {
    const changed: Operator = {
      operatorName: `Trust Check GmbH ${Date.now().toString(36)}`,
      operatorAddress: 'Musterweg 7\n10115 Berlin\nDeutschland',
      operatorEmail: 'legal@trust-check.example',
    };
    await configure(changed);
    for (const path of ['/terms', '/ja/terms', '/privacy', '/ja/privacy', '/ja/blog']) {
      await untilServed(page, path, changed.operatorName);
    }
    await page.goto('/terms');
    await expectLegalBlock(page, 'en', changed);
    await expectFooter(page, 'en', changed);
    await page.goto('/ja/privacy');
    await expectLegalBlock(page, 'ja', changed);
    await page.goto('/ja/blog');
    await expectFooter(page, 'ja', changed);
    // The previous operator is gone everywhere it was shown.
    expect(await page.content()).not.toContain(seeded().operatorName);
  });

  test('without a name the block is left out, not shown half empty', async ({ page }) => {
    await configure({
      operatorName: '',
      operatorAddress: 'Somewhere 1',
      operatorEmail: 'x@trust-check.example',
    });
    await expect
      .poll(async () => (await (await page.request.get('/ja/terms')).text()).includes('data-operator'), {
        timeout: 30_000,
      })
      .toBe(false);
    await page.goto('/ja/terms');
    await expect(page.locator('[data-operator]')).toHaveCount(0);
    await expect(page.locator('main h1')).toBeVisible();
  });
});

// In this file rather than its own: the operator tests above read the brand, and tests of one file never
// run at the same time.
test.describe('the site name from the website configuration', () => {
  test.describe.configure({ mode: 'serial' });

  const setSiteName = async (siteName: string) => {
    const response = await cmsApi('/website-config', { method: 'PUT', body: { data: { siteName } } });
    expect(response.status).toBe(200);
  };

  test.afterAll(async () => {
    await setSiteName(seedConfig().siteName);
  });

  test('a new Site name is the brand in the header, titles, footer, page text and feed, en and ja', async ({
    page,
  }) => {
    const name = `Acme Gatherings ${Date.now().toString(36)}`;
    await setSiteName(name);
    for (const path of ['/', '/ja/pricing', '/ja/blog']) await untilServed(page, path, name);

    await page.goto('/ja/pricing');
    const home = page.locator('header').getByRole('link', {
      name: messages('ja').Layout.homeLink.replace('{siteName}', name),
    });
    await expect(home).toBeVisible();
    await expect(home).toContainText(name);
    await expect(page).toHaveTitle(new RegExp(`\\| ${name}$`));
    await expect(page.locator('footer')).toContainText(name);

    await page.goto('/');
    await expect(page).toHaveTitle(new RegExp(`^${name}: `));
    // Editors' `{siteName}` in the home page's sections.
    await expect(page.locator('main')).toContainText(`${name} is one platform for events and communities`);
    const html = await page.content();
    expect(html).not.toMatch(/>Belong</);
    expect(html).not.toContain('{siteName}');

    await expect
      .poll(
        async () => (await (await page.request.get('/feeds/blog/en.xml')).text()).includes(`© ${name}`),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);
  });

  test('a new Site name is in the account pages rendered per request and in the mails the CMS sends, en and ja', async ({
    page,
  }) => {
    const name = `Harbor Circle ${Date.now().toString(36)}`;
    const branded = (text: string) => text.replaceAll('{siteName}', name);
    await setSiteName(name);
    const linkPage = '/sign-in/email?token=made-up-token-long-enough-1';
    for (const path of ['/register', '/ja/register', linkPage, `/ja${linkPage}`]) {
      await untilServed(page, path, name);
    }

    for (const locale of ['en', 'ja'] as const) {
      const t = messages(locale).Auth;
      const prefix = locale === 'en' ? '' : `/${locale}`;
      await page.goto(`${prefix}/register`);
      await expect(page).toHaveTitle(new RegExp(`\\| ${name}$`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        branded(t.register.description),
      );
      // The mailed link's page: its title, description and text.
      await page.goto(`${prefix}${linkPage}`);
      await expect(page).toHaveTitle(new RegExp(`\\| ${name}$`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        branded(t.emailSignIn.description),
      );
      await expect(page.locator('main')).toContainText(branded(t.emailSignIn.linkBody));
      expect(await page.locator('body').innerText()).not.toMatch(/\bBelong\b/);
    }

    // The CMS's sign-up mail, in Japanese: subject and text name the new brand, never the old one.
    const email = `brand.${Date.now().toString(36)}@example.com`;
    const asked = await page.request.post('/api/trpc/auth.emailLink', {
      headers: { 'X-Forwarded-For': visitorIp() },
      data: { json: { email, locale: 'ja' } },
    });
    expect(asked.status()).toBe(200);
    const mail = await mailTo(email);
    expect(mail.subject).toBe(branded(signInMailTexts.ja.signUpSubject));
    expect(mail.text).toContain(branded(signInMailTexts.ja.signUpIntro));
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/\bBelong\b/);
  });

  test('the sign-in page follows one Site name change after another, en and ja', async ({ page }) => {
    // Built ahead, it is re-rendered in the background after a change, and that render reads the name
    // kept in memory, not a tagged CMS read: the second change must still reach it.
    const stamp = Date.now().toString(36);
    for (const name of [`Quay Club ${stamp}`, `Pier Society ${stamp}`]) {
      await setSiteName(name);
      for (const path of ['/sign-in', '/ja/sign-in']) await untilServed(page, path, name);
    }
    const name = `Pier Society ${stamp}`;
    for (const locale of ['en', 'ja'] as const) {
      const t = messages(locale).Auth.signIn;
      await page.goto(locale === 'en' ? '/sign-in' : `/${locale}/sign-in`);
      await expect(page).toHaveTitle(new RegExp(`\\| ${name}$`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        t.description.replaceAll('{siteName}', name),
      );
      await expect(page.locator('main')).toContainText(t.noAccount.replaceAll('{siteName}', name));
    }
  });
});
