import { expect, test } from '@playwright/test';

import { accountMailTexts } from '../../../cms/src/mail/account-mails';
import { mailTo, newAccount, register, visitorIp } from '../support/accounts';
import { adminApi } from '../support/admin-panel';
import { cmsRows, withBrand } from '../support/stack';

// Registration settings and the two account mails are written once, at the first start
// (cms/src/bootstrap/auth-settings.ts); after that they are the admin's. Restarting the CMS inside this
// suite costs minutes, so the test reads the once-mark in the real store and checks what an admin's
// change to a template does to the next mail; a restart keeping the change was checked by hand.

type Template = { options: { object: string; message: string } & Record<string, unknown> } & Record<
  string,
  unknown
>;
type Templates = { email_confirmation: Template; reset_password: Template };

async function putTemplates(templates: Templates) {
  const response = await adminApi('/users-permissions/email-templates', {
    method: 'PUT',
    body: { 'email-templates': templates },
  });
  expect(response.status).toBe(200);
}

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } });

test('the first start marks the settings written; then an admin-edited mail goes out as written', async ({
  page,
}) => {
  const [mark] = cmsRows(
    'SELECT value FROM strapi_core_store_settings WHERE key = ?',
    'plugin_belong_auth-settings-applied',
  );
  const written = JSON.parse(String(mark?.value)) as { appliedAt: string; templates: Record<string, string> };
  expect(Date.parse(written.appliedAt)).not.toBeNaN();
  expect(written.templates.email_confirmation).toMatch(/^[0-9a-f]{64}$/);

  const shipped = (await adminApi('/users-permissions/email-templates')).json as Templates;
  const edited = structuredClone(shipped);
  edited.email_confirmation.options.object = 'Please confirm: the admin wrote this';
  edited.email_confirmation.options.message = shipped.email_confirmation.options.message.replace(
    '<p>',
    '<p>Written by our admin. ',
  );
  await putTemplates(edited);
  try {
    const account = newAccount();
    await register(page, account, '/de');
    const mail = await mailTo(account.email);
    // The admin's words, not the built-in German text laid over them.
    expect(mail.subject).toBe('Please confirm: the admin wrote this');
    expect(mail.html).toContain('Written by our admin.');
    const stored = (await adminApi('/users-permissions/email-templates')).json as Templates;
    expect(stored.email_confirmation.options.object).toBe('Please confirm: the admin wrote this');
  } finally {
    await putTemplates(shipped);
  }

  // The template as the first start wrote it: mails go out in the visitor's language, with the brand.
  const again = newAccount();
  await register(page, again, '/de');
  const german = await mailTo(again.email);
  expect(german.subject).toBe(withBrand(accountMailTexts.de['confirm-email'].subject));
  expect(german.subject).toContain('Belong');
});
