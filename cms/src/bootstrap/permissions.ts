import type { Core } from '@strapi/strapi';

import { services } from '../strapi-services';

/** Content the public may read through the REST API (published entries only, see published-only). */
const publicReads = [
  'api::blog-post.blog-post.find',
  'api::blog-post.blog-post.findOne',
  'api::how-to-guide.how-to-guide.find',
  'api::how-to-guide.how-to-guide.findOne',
  'api::hub.hub.find',
  'api::hub.hub.findOne',
  'api::event.event.find',
  'api::event.event.findOne',
  'api::demo.demo.find',
  'api::demo.demo.findOne',
  'api::page.page.find',
  'api::page.page.findOne',
  'api::website-config.website-config.find',
];

/** What a signed-in visitor may do beyond the plugin's defaults: their own account's routes only. */
const accountActions = [
  'api::account.account.savedEvents',
  'api::account.account.saveEvent',
  'api::account.account.removeEvent',
  'api::account.account.deleteAccount',
  'api::account.account.deletionCode',
  'api::account.account.passwordStatus',
  'api::account.account.setPassword',
  // Their own tickets (cms/src/api/ticket): claim, list, read, cancel.
  'api::ticket.ticket.claim',
  'api::ticket.ticket.mine',
  'api::ticket.ticket.mineOne',
  'api::ticket.ticket.cancel',
  // Organizing events (cms/src/api/organizer): each route checks the user organizes or co-hosts the event.
  ...[
    'uploadCover',
    'myEvents',
    'myEvent',
    'createEvent',
    'updateEvent',
    'publishEvent',
    'unpublishEvent',
    'guests',
    'cancelGuest',
    'messageGuests',
    'setCoHosts',
    'checkIn',
    'checkInCounts',
  ].map((action) => `api::organizer.organizer.${action}`),
  // The demo sandbox (cms/src/api/demo): each route answers 404 to an account that is not a sandbox.
  'api::demo.sandbox.state',
  'api::demo.sandbox.createEvent',
  'api::demo.sandbox.createOtherEvent',
  'api::demo.sandbox.grantPass',
  // Their own passkeys (cms/src/api/passkey): list, add, rename, remove.
  ...['mine', 'registrationOptions', 'register', 'rename', 'remove'].map(
    (action) => `api::passkey.passkey.${action}`,
  ),
];

async function grant(strapi: Core.Strapi, roleType: 'public' | 'authenticated', actions: string[]) {
  const role = await services(strapi)
    .query<{ id: number }>('plugin::users-permissions.role')
    .findOne({ where: { type: roleType } });
  if (!role) throw new Error(`users-permissions ${roleType} role is missing`);
  const permissions = services(strapi).query<{ action: string }>('plugin::users-permissions.permission');
  const granted = new Set((await permissions.findMany({ where: { role: role.id } })).map((p) => p.action));
  for (const action of actions) {
    if (!granted.has(action)) await permissions.create({ data: { action, role: role.id } });
  }
}

export async function ensurePublicPermissions(strapi: Core.Strapi): Promise<void> {
  await grant(strapi, 'public', publicReads);
  await grant(strapi, 'authenticated', accountActions);
}
