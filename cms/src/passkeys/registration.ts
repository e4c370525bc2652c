import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { Core } from '@strapi/strapi';

import { challengeMinutes, consumeChallenge, storeChallenge } from './challenges';
import { challengeOf, registrationResponse } from './input';
import { passkeyName, passkeysOf, passkeyUid, type PasskeyRow, present, userHandle } from './records';
import { refuse } from './refusal';
import { relyingParty } from './relying-party';

type Account = { id: number; username: string; email: string };

/**
 * Adding a passkey to the signed-in account. The options ask for a discoverable credential (so signing
 * in needs no name typed first) and prefer user verification; the account's passkeys are excluded, so
 * an authenticator that holds one already says so instead of making a second.
 */
export async function registrationOptions(strapi: Core.Strapi, account: Account) {
  const rp = relyingParty();
  const existing = await passkeysOf(strapi, account.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: account.email,
    userDisplayName: account.username,
    userID: userHandle(account.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: (row.transports ?? undefined) as never,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: challengeMinutes * 60_000,
  });
  await storeChallenge(strapi, options.challenge, 'register', account.id);
  return options;
}

/** Checks the browser's answer against a challenge issued to this account, then stores the passkey. */
export async function registerPasskey(strapi: Core.Strapi, account: Account, body: unknown) {
  const response = registrationResponse(body);
  const name = passkeyName((body as { name?: unknown }).name);
  if (!name) throw refuse('invalidName', 'A name is 1 to 60 characters');
  const challenge = challengeOf(response);
  if (!(await consumeChallenge(strapi, challenge, 'register', account.id))) {
    throw refuse('staleChallenge', 'Unknown, used or expired challenge');
  }
  const rp = relyingParty();
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch((error: unknown) => {
    throw refuse('notVerified', error instanceof Error ? error.message : 'Not verified');
  });
  if (!verification.verified) throw refuse('notVerified', 'Not verified');
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const taken = (await strapi.db
    .query(passkeyUid)
    .findOne({ where: { credentialId: credential.id } })) as PasskeyRow | null;
  if (taken) throw refuse('alreadyRegistered', 'This passkey is already added');
  const created = (await strapi.documents(passkeyUid as never).create({
    data: {
      user: account.id,
      name,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: String(credential.counter),
      transports: credential.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
    },
  } as never)) as unknown as PasskeyRow;
  return present(created);
}
