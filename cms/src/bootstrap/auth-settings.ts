import { createHash } from 'node:crypto';

import type { Core } from '@strapi/strapi';

import { accountMail } from '../mail/account-mails';

type Store = ReturnType<Core.Strapi['store']>;

const siteLink = (path: string) =>
  `${(process.env.WEB_URL ?? 'http://localhost:3000').replace(/\/$/, '')}${path}`;

/** Where the mark that the editor-owned settings were written once is kept (the core store). */
export const authSettingsMarker = { type: 'plugin', name: 'belong', key: 'auth-settings-applied' } as const;

/**
 * Accounts as the site needs them. Every start: the links the mails carry point at the site's own pages
 * (the browser never talks to Strapi), because the site's address is deployment, not an editor's choice.
 * Once, on the first start (a mark in the core store): registration open, e-mail confirmation on, one
 * account per address and both mail templates; after that, what an admin sets under Users & Permissions
 * stands across restarts.
 */
export async function ensureAuthSettings(strapi: Core.Strapi): Promise<void> {
  const store: Store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const marks = strapi.store({ type: authSettingsMarker.type, name: authSettingsMarker.name });
  const firstTime = !(await marks.get({ key: authSettingsMarker.key }));
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  await store.set({
    key: 'advanced',
    value: {
      ...advanced,
      ...(firstTime ? { unique_email: true, allow_register: true, email_confirmation: true } : {}),
      email_reset_password: siteLink('/reset-password'),
      email_confirmation_redirection: siteLink('/sign-in'),
    },
  });
  if (!firstTime) return;
  const written = await setMailTemplates(store);
  const value: AuthSettingsMark = { appliedAt: new Date().toISOString(), templates: written };
  await marks.set({ key: authSettingsMarker.key, value });
}

/** The mark: when the settings were written, and a fingerprint of each mail template as written then. */
export type AuthSettingsMark = { appliedAt: string; templates: Record<MailTemplateKey, string> };
export type MailTemplateKey = 'reset_password' | 'email_confirmation';

/** A stored template's fingerprint: its subject and body, so an admin's edit of either shows. */
export const templateFingerprint = (options: { object?: unknown; message?: unknown } | undefined) =>
  createHash('sha256')
    .update(JSON.stringify([options?.object ?? '', options?.message ?? '']))
    .digest('hex');

async function setMailTemplates(store: Store): Promise<Record<MailTemplateKey, string>> {
  // The seed's "Site name" (the configuration is seeded after this): the sender is the admin's to change.
  const from = { name: 'Belong', email: process.env.EMAIL_FROM ?? 'no-reply@belong.local' };
  // English, with Strapi's placeholders; the email service sends each in the visitor's language.
  const reset = accountMail('reset-password', 'en', {
    link: '<%= URL %>?code=<%= TOKEN %>',
    username: '<%= USER.username %>',
    siteName: from.name,
  });
  const confirm = accountMail('confirm-email', 'en', {
    link: `${siteLink('/confirm-email')}?confirmation=<%= CODE %>`,
    username: '<%= USER.username %>',
    siteName: from.name,
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
  return {
    reset_password: templateFingerprint({ object: reset.subject, message: reset.html }),
    email_confirmation: templateFingerprint({ object: confirm.subject, message: confirm.html }),
  };
}
