import { createHash } from 'node:crypto';

import type { Core } from '@strapi/strapi';

export const passkeyUid = 'api::passkey.passkey';

export type PasskeyRow = {
  id: number;
  documentId: string;
  name: string;
  credentialId: string;
  publicKey: string;
  counter: string | number;
  transports: string[] | null;
  backedUp: boolean | null;
  createdAt: string;
  lastUsedAt: string | null;
};

/** What the owner sees of a passkey: never the key, the credential id or the counter. */
export type PasskeyView = {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  backedUp: boolean;
};

export const present = (row: PasskeyRow): PasskeyView => ({
  id: row.documentId,
  name: row.name,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
  backedUp: row.backedUp === true,
});

/**
 * The WebAuthn user handle of an account: the same opaque 32 bytes for every passkey of one account
 * (so an authenticator keeps one passkey per account here), derived with the CMS's own secret, so it
 * names neither the account's id nor its address.
 */
export function userHandle(userId: number): Uint8Array<ArrayBuffer> {
  const secret = process.env.APP_KEYS ?? process.env.JWT_SECRET ?? '';
  return new Uint8Array(createHash('sha256').update(`belong-passkey-user:${secret}:${userId}`).digest());
}

/** The signed-in user's passkeys, newest first. */
export async function passkeysOf(strapi: Core.Strapi, userId: number): Promise<PasskeyRow[]> {
  return (await strapi.db.query(passkeyUid).findMany({
    where: { user: { id: userId } },
    orderBy: { createdAt: 'desc' },
  })) as PasskeyRow[];
}

/** One of the user's own passkeys by its document id; another user's is not found, as if absent. */
export async function ownPasskey(
  strapi: Core.Strapi,
  userId: number,
  documentId: string,
): Promise<PasskeyRow | null> {
  return (await strapi.db
    .query(passkeyUid)
    .findOne({ where: { documentId, user: { id: userId } } })) as PasskeyRow | null;
}

const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/g;

/** A name the owner gave (or the browser suggested): trimmed, one line, 1 to 60 characters. */
export function passkeyName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = value.replace(controlCharacters, ' ').replace(/\s+/g, ' ').trim();
  return name.length >= 1 && name.length <= 60 ? name : null;
}
