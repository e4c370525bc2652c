import { randomInt } from 'node:crypto';

import type { Core } from '@strapi/strapi';

const userUid = 'plugin::users-permissions.user';

export type TicketUser = {
  id: number;
  username: string;
  email: string;
  createdAt: string | null;
  blocked?: boolean | null;
};

/** A username from the address's local part (letters, digits, dots, dashes), 3 to 30 characters. */
function usernameFrom(email: string): string {
  const local =
    email
      .split('@')[0]
      ?.toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '') ?? '';
  const base = local.slice(0, 24);
  return base.length >= 3 ? base : `guest${base}`;
}

/**
 * The account the confirmed address belongs to, made if there is none: confirmed (the mail proved the
 * address), the authenticated role, and no password: the mail proves who the person is, so signing
 * in and deleting the account go by mailed codes until they set one on the account page (a password
 * no one knows would make the account look as if it had one: api/account/deletion/flow.ts).
 */
export async function userForEmail(strapi: Core.Strapi, email: string): Promise<TicketUser> {
  const users = strapi.db.query(userUid);
  const existing = (await users.findOne({ where: { email } })) as TicketUser | null;
  if (existing) return existing;
  const role = (await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'authenticated' } })) as { id: number } | null;
  if (!role) throw new Error('users-permissions authenticated role is missing');
  let username = usernameFrom(email);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (!(await users.findOne({ where: { username } }))) break;
    username = `${usernameFrom(email).slice(0, 24)}-${randomInt(1000, 10_000)}`;
  }
  try {
    const created = await strapi.documents(userUid).create({
      data: {
        username,
        email,
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: role.id,
      },
    } as never);
    return created as unknown as TicketUser;
  } catch (error) {
    // Two confirmations of the same new address at once: the second finds the first's account.
    const raced = (await users.findOne({ where: { email } })) as TicketUser | null;
    if (raced) return raced;
    throw error;
  }
}

/** A session exactly as users-permissions' login answers one with `jwtManagement: 'refresh'`. */
export async function sessionFor(strapi: Core.Strapi, user: TicketUser) {
  const sessions = strapi.sessionManager('users-permissions');
  const refresh = await sessions.generateRefreshToken(String(user.id), undefined, { type: 'refresh' });
  const access = await sessions.generateAccessToken(refresh.token);
  if ('error' in access) throw new Error('Could not start a session');
  return {
    jwt: access.token,
    refreshToken: refresh.token,
    user: { id: user.id, username: user.username, email: user.email, createdAt: user.createdAt ?? null },
  };
}
