import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { Core } from '@strapi/strapi';

import { sessionFor, type TicketUser } from '../tickets/accounts';
import { challengeMinutes, consumeChallenge, storeChallenge } from './challenges';
import { authenticationResponse, challengeOf } from './input';
import { passkeyUid, type PasskeyRow, userHandle } from './records';
import { refuse } from './refusal';
import { relyingParty } from './relying-party';

type Owner = TicketUser & { confirmed?: boolean | null };

/** Signing in with any passkey of this site the browser holds (no account named first). */
export async function signInOptions(strapi: Core.Strapi) {
  const rp = relyingParty();
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'preferred',
    timeout: challengeMinutes * 60_000,
  });
  await storeChallenge(strapi, options.challenge, 'sign-in', null);
  return options;
}

/**
 * The browser's signed answer: the challenge is taken first (so a replay fails whatever follows), then
 * the passkey found by its credential id, the signature checked against its stored key, origin and RP
 * ID, and the counter moved on. Only then is a blocked or unconfirmed account refused, so nobody without
 * the passkey learns that. The session is the one a password sign-in gets.
 */
export async function signInWithPasskey(strapi: Core.Strapi, body: unknown) {
  const response = authenticationResponse(body);
  const challenge = challengeOf(response);
  if (!(await consumeChallenge(strapi, challenge, 'sign-in', null))) {
    throw refuse('staleChallenge', 'Unknown, used or expired challenge');
  }
  const passkey = (await strapi.db.query(passkeyUid).findOne({
    where: { credentialId: response.id },
    populate: { user: { select: ['id', 'username', 'email', 'createdAt', 'blocked', 'confirmed'] } },
  })) as (PasskeyRow & { user: Owner | null }) | null;
  const owner = passkey?.user;
  if (!passkey || !owner) throw refuse('unknownPasskey', 'No such passkey');
  const handle = response.response.userHandle;
  if (handle && handle !== Buffer.from(userHandle(owner.id)).toString('base64url')) {
    throw refuse('notVerified', 'The passkey belongs to another account');
  }
  const rp = relyingParty();
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: Number(passkey.counter),
      transports: passkey.transports ?? undefined,
    },
    requireUserVerification: false,
  }).catch((error: unknown) => {
    throw refuse('notVerified', error instanceof Error ? error.message : 'Not verified');
  });
  if (!verification.verified) throw refuse('notVerified', 'Not verified');
  if (owner.blocked) throw refuse('blocked', 'Your account has been blocked by an administrator');
  if (owner.confirmed === false) throw refuse('unconfirmed', 'Your account email is not confirmed');
  await strapi.db.query(passkeyUid).update({
    where: { id: passkey.id },
    data: {
      counter: String(verification.authenticationInfo.newCounter),
      lastUsedAt: new Date().toISOString(),
    },
  });
  return sessionFor(strapi, owner);
}
