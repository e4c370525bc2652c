import type { Core } from '@strapi/strapi';

import { accountMail } from '../mail/account-mails';

type Store = ReturnType<Core.Strapi['store']>;

const siteLink = (path: string) =>
  `${(process.env.WEB_URL ?? 'http://localhost:3000').replace(/\/$/, '')}${path}`;

/**
 * Accounts as the site needs them: registration confirmed by e-mail, and every link a mail carries
 * points at the site's own pages (the browser never talks to Strapi), not at Strapi's API.
 */
export async function ensureAuthSettings(strapi: Core.Strapi): Promise<void> {
  const store: Store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  await store.set({
    key: 'advanced',
    value: {
      ...advanced,
      unique_email: true,
      allow_register: true,
      email_confirmation: true,
      email_reset_password: siteLink('/reset-password'),
      email_confirmation_redirection: siteLink('/sign-in'),
    },
  });

  const from = { name: 'Belong', email: process.env.EMAIL_FROM ?? 'no-reply@belong.local' };
  // English, with Strapi's placeholders; the email service sends each in the visitor's language.
  const reset = accountMail('reset-password', 'en', {
    link: '<%= URL %>?code=<%= TOKEN %>',
    username: '<%= USER.username %>',
  });
  const confirm = accountMail('confirm-email', 'en', {
    link: `${siteLink('/confirm-email')}?confirmation=<%= CODE %>`,
    username: '<%= USER.username %>',
  });
  const email = ((await store.get({ key: 'email' })) ?? {}) as Record<string, { options?: object }>;
  await store.set({
    key: 'email',
    value: {
      ...email,
      reset_password: {
        ...email.reset_password,
        options: { ...email.reset_password?.options, from, object: reset.subject, message: reset.html },
      },
      email_confirmation: {
        ...email.email_confirmation,
        options: {
          ...email.email_confirmation?.options,
          from,
          object: confirm.subject,
          message: confirm.html,
        },
      },
    },
  });
}
