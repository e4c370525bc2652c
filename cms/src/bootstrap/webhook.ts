import type { Core } from '@strapi/strapi';

import { services } from '../strapi-services';

const name = 'site-revalidate';
const events = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish'];

/**
 * Webhooks live in the database, not in config files: upsert the site's revalidation hook by name
 * and tell the running webhook runner, which loaded the stored hooks before this bootstrap ran.
 */
export async function ensureRevalidateWebhook(strapi: Core.Strapi): Promise<void> {
  const siteUrl = process.env.WEB_URL;
  const secret = process.env.REVALIDATE_SECRET;
  if (!siteUrl || !secret) {
    strapi.log.warn('WEB_URL or REVALIDATE_SECRET is not set: published changes will not refresh the site.');
    return;
  }
  const store = services(strapi).webhookStore();
  const runner = services(strapi).webhookRunner();
  const data = {
    name,
    url: `${siteUrl.replace(/\/$/, '')}/api/revalidate`,
    headers: { Authorization: `Bearer ${secret}` },
    events,
    isEnabled: true,
  };
  const existing = (await store.findWebhooks()).find((hook) => hook.name === name);
  if (!existing) {
    runner.add(await store.createWebhook(data));
    return;
  }
  const unchanged =
    existing.url === data.url &&
    existing.headers.Authorization === data.headers.Authorization &&
    existing.isEnabled &&
    events.every((event) => existing.events.includes(event));
  if (!unchanged) runner.update(await store.updateWebhook(existing.id, data));
}
