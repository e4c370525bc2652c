import { expect, test } from '@playwright/test';

import { deletionMailTexts } from '../../../cms/src/api/account/deletion/texts';
import { emailCodeMinutes } from '../../src/lib/auth/email-code';
import { seriousViolations } from '../support/a11y';
import { mailTo, visitorIp } from '../support/accounts';
import { emailOnlyAccount, mailedCode } from '../support/email-only-account';
import { cmsRows, messages } from '../support/stack';

// An account made with only an e-mail address has no password: its account page offers to set one,
// and deleting it is confirmed with a code mailed for that purpose (issue 26).

for (const locale of ['en', 'ja'] as const) {
  // The context's header, so the site's own calls made through `page.request` carry it too.
  test.describe(() => {
    test.use({ extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } });
    test(`an e-mail-only account deletes itself on the account page with the mailed code (${locale})`, async ({
      page,
    }) => {
      const t = messages(locale).Auth;
      const prefix = locale === 'en' ? '' : `/${locale}`;
      // Signed up by the mailed code through the site's own calls; the page shares their cookies.
      const email = await emailOnlyAccount(page.request, locale);
      await page.goto(`${prefix}/account`);
      await expect(page.getByRole('heading', { name: t.accountPage.setPassword })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.accountPage.changePassword })).toHaveCount(0);
      await expect(page.locator('#delete-password')).toHaveCount(0);
      await expect(page.getByText(t.deleteAccount.codeIntro.replace('{email}', email))).toBeVisible();

      await page.getByRole('button', { name: t.deleteAccount.sendCode }).click();
      await expect(
        page.locator('p[role="status"]').filter({
          hasText: t.deleteAccount.codeSent
            .replace('{email}', email)
            .replace('{minutes}', String(emailCodeMinutes)),
        }),
        // Sending the mail took over 5 s on a loaded test machine.
      ).toBeVisible({ timeout: 20_000 });
      const mail = await mailTo(email, 1);
      expect(mail.subject).toBe(deletionMailTexts[locale].subject);
      const code = mailedCode(mail);
      expect(code).toMatch(/^\d{6}$/);
      expect(await seriousViolations(page)).toEqual([]);

      await page.locator('#delete-code').fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: t.deleteAccount.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.errors.invalidCode })).toBeVisible();
      expect(cmsRows('SELECT id FROM up_users WHERE email = ?', email)).toHaveLength(1);

      await page.locator('#delete-code').fill(code);
      await page.getByRole('button', { name: t.deleteAccount.submit }).click();
      await expect(page.getByText(t.accountPage.signedOut)).toBeVisible();
      expect(cmsRows('SELECT id FROM up_users WHERE email = ?', email)).toEqual([]);
      const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
      expect(cookies).not.toContain('strapi_jwt');
      expect(cookies).not.toContain('strapi_jwt_refresh');
    });
  });
}
