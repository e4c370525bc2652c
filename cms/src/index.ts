import type { Core } from '@strapi/strapi';

import { registerRedirectRuleValidation } from './api/redirect-rule/validation/register';
import { ensureFirstAdmin } from './bootstrap/admin-user';
import { ensureApiTokens } from './bootstrap/api-tokens';
import { ensureAuthSettings } from './bootstrap/auth-settings';
import { ensureLocales } from './bootstrap/locales';
import { ensurePublicPermissions } from './bootstrap/permissions';
import { registerPublishedOnly } from './bootstrap/published-only';
import { ensureRevalidateWebhook } from './bootstrap/webhook';
import { seedContent } from './seed';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerPublishedOnly(strapi);
    registerRedirectRuleValidation(strapi);
  },

  /** Idempotent: every step checks what exists, so each start converges on the same setup. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await ensurePublicPermissions(strapi);
    await ensureAuthSettings(strapi);
    await ensureApiTokens(strapi);
    await ensureFirstAdmin(strapi);
    await ensureRevalidateWebhook(strapi);
    if (process.env.CMS_SEED !== 'false') await seedContent(strapi);
  },
};
