import type { Core } from '@strapi/strapi';

import { configureAdmin } from './admin-config';
import { registerHubForAllLocales } from './api/event/hub-for-all-locales';
import { carryLegacyBlogTags } from './blog-tags/carry-legacy-tags';
import { registerTagTidying } from './blog-tags/tidy-tag-labels';
import { registerRedirectRuleValidation } from './api/redirect-rule/validation/register';
import { ensureFirstAdmin } from './bootstrap/admin-user';
import { ensureApiTokens } from './bootstrap/api-tokens';
import { ensureAuthSettings } from './bootstrap/auth-settings';
import { registerHiddenEverywhere } from './bootstrap/event-moderation';
import { ensureLocales } from './bootstrap/locales';
import { ensureSignInTable } from './email-sign-in/store';
import { ensurePublicPermissions } from './bootstrap/permissions';
import { registerPublishedOnly } from './bootstrap/published-only';
import { ensureRevalidateWebhook } from './bootstrap/webhook';
import { ensureMessagesTable } from './organizer/messages';
import { sweepSandboxes } from './sandbox/sweep';
import { ensureChallengeTable } from './passkeys/challenges';
import { registerPasskeyCleanup } from './passkeys/forget-user';
import { seedContent } from './seed';
import { registerAddressRules } from './site-addresses/register';
import { registerAdminCancel } from './tickets/admin-cancel';
import { registerKeptContacts } from './tickets/kept-contacts';
import { registerSaveValidation } from './validation/register';
import { sweepExpired } from './tickets/release';
import { ensureSeatTables } from './tickets/seats';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerPublishedOnly(strapi);
    registerRedirectRuleValidation(strapi);
    registerAdminCancel(strapi);
    registerKeptContacts(strapi);
    registerHiddenEverywhere(strapi);
    registerAddressRules(strapi);
    // Before the save rules, so they judge the tidied tag labels.
    registerTagTidying(strapi);
    registerSaveValidation(strapi);
    registerHubForAllLocales(strapi);
  },

  /** Idempotent: every step checks what exists, so each start converges on the same setup. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await ensureSeatTables(strapi);
    await ensureMessagesTable(strapi);
    await ensureChallengeTable(strapi);
    registerPasskeyCleanup(strapi);
    await ensureSignInTable(strapi);
    await ensurePublicPermissions(strapi);
    await ensureAuthSettings(strapi);
    await ensureApiTokens(strapi);
    await ensureFirstAdmin(strapi);
    await ensureRevalidateWebhook(strapi);
    await configureAdmin(strapi);
    await carryLegacyBlogTags(strapi);
    if (process.env.CMS_SEED !== 'false') await seedContent(strapi);
    // Every minute, unconfirmed ticket claims past their hold give their seat back (src/tickets).
    strapi.cron.add({
      ticketHolds: { task: () => sweepExpired(strapi), options: { rule: '* * * * *' } },
      // Every hour, demo sandboxes older than a day are deleted with all they made (src/sandbox).
      demoSandboxes: { task: () => sweepSandboxes(strapi), options: { rule: '17 * * * *' } },
    });
  },
};
