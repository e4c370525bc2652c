import { randomBytes } from 'node:crypto';

import type { Core } from '@strapi/strapi';

import type { SignedInUser } from '../organizer/access';
import { OrganizerRefusal } from '../organizer/refusal';
import type { TicketUser } from '../tickets/accounts';

const userUid = 'plugin::users-permissions.user';

/**
 * A sandbox identity is a throwaway account whose address is under this domain. `.invalid` can never
 * receive mail (RFC 2606), so nobody can confirm, sign in by mail or reset a password for it: the only
 * way in is the session the web server keeps in its demo cookie. The domain is also the flag every part
 * of the CMS reads (no mail is sent to it, its events are private, the sweep deletes it after a day).
 */
export const sandboxDomain = 'sandbox.belong.invalid';

/** How long sandbox data lives before the sweep deletes it. */
export const sandboxLifetimeMs = 24 * 3_600_000;

export const isSandboxEmail = (email: string | null | undefined): boolean =>
  typeof email === 'string' && email.toLowerCase().endsWith(`@${sandboxDomain}`);

/** Sandbox routes answer a real account as if there were nothing there (404), like other owners' data. */
export function sandboxUser(user: SignedInUser | undefined): SignedInUser {
  if (!user?.id || !isSandboxEmail(user.email)) {
    throw new OrganizerRefusal('notFound', 'Only a demo sandbox may use this route');
  }
  return user;
}

/** A new sandbox account: confirmed (JWTs work), a password nobody knows, the authenticated role. */
export async function createSandboxUser(strapi: Core.Strapi): Promise<TicketUser> {
  const role = (await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'authenticated' } })) as { id: number } | null;
  if (!role) throw new Error('users-permissions authenticated role is missing');
  const name = `demo-${randomBytes(8).toString('hex')}`;
  const created = await strapi.documents(userUid).create({
    data: {
      username: name,
      email: `${name}@${sandboxDomain}`,
      provider: 'local',
      password: randomBytes(32).toString('base64url'),
      confirmed: true,
      blocked: false,
      role: role.id,
    },
  } as never);
  return created as unknown as TicketUser;
}
