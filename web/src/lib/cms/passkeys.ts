import 'server-only';

import { z } from 'zod';

import type { SiteUser } from '@/lib/auth/schemas';
import { type PasskeyRefusalReason, passkeyRefusalReasons } from '@/lib/passkeys/errors';
import type { Passkey } from '@/lib/passkeys/schemas';

import { cmsSession as sessionSchema, data } from './answer-shapes';
import type { Tokens } from './auth';
import { cmsFetch } from './client';
import { CmsError } from './errors';

/**
 * The CMS's passkey routes (cms/src/api/passkey). The account's own routes carry the visitor's JWT (the
 * CMS acts on `ctx.state.user` only, so no call names a user); the two sign-in routes carry the web
 * server's token. The CMS makes the challenges, keeps them and checks every answer itself; its refusals
 * arrive as `error.details.reason` and leave here as a PasskeyRefusal.
 */
export class PasskeyRefusal extends Error {
  constructor(
    readonly reason: PasskeyRefusalReason,
    readonly status: number,
  ) {
    super(reason);
    this.name = 'PasskeyRefusal';
  }
}

const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  backedUp: z.boolean(),
});
// The browser's half of the ceremony: passed on as the CMS made it (SimpleWebAuthn's options JSON).
const optionsSchema = z.looseObject({ challenge: z.string() });
const refusalDetails = z.object({ reason: z.enum(passkeyRefusalReasons) });

async function refusing<Result>(call: () => Promise<Result>): Promise<Result> {
  try {
    return await call();
  } catch (error) {
    const details = error instanceof CmsError ? refusalDetails.safeParse(error.body.details) : null;
    if (error instanceof CmsError && details?.success)
      throw new PasskeyRefusal(details.data.reason, error.status);
    throw error;
  }
}

type Visitor = { ip?: string };
export type PasskeyOptions = z.infer<typeof optionsSchema>;

export async function myPasskeys(jwt: string): Promise<Passkey[]> {
  const answer = await refusing(() =>
    cmsFetch({ path: '/passkeys/mine', auth: { jwt }, retries: 0 }, data(z.array(passkeySchema))),
  );
  return answer.data;
}

export async function registrationOptions(jwt: string): Promise<PasskeyOptions> {
  const answer = await refusing(() =>
    cmsFetch({ path: '/passkeys/registration-options', method: 'POST', auth: { jwt } }, data(optionsSchema)),
  );
  return answer.data;
}

export async function addPasskey(jwt: string, input: { response: unknown; name: string }): Promise<Passkey> {
  const answer = await refusing(() =>
    cmsFetch({ path: '/passkeys/mine', method: 'POST', body: input, auth: { jwt } }, data(passkeySchema)),
  );
  return answer.data;
}

export async function renamePasskey(jwt: string, id: string, name: string): Promise<Passkey> {
  const answer = await refusing(() =>
    cmsFetch(
      { path: `/passkeys/mine/${encodeURIComponent(id)}`, method: 'PUT', body: { name }, auth: { jwt } },
      data(passkeySchema),
    ),
  );
  return answer.data;
}

export async function removePasskey(jwt: string, id: string): Promise<void> {
  await refusing(() =>
    cmsFetch(
      { path: `/passkeys/mine/${encodeURIComponent(id)}`, method: 'DELETE', auth: { jwt } },
      data(z.object({ id: z.string() })),
    ),
  );
}

export async function signInOptions(visitor: Visitor): Promise<PasskeyOptions> {
  const answer = await refusing(() =>
    cmsFetch(
      { path: '/passkeys/sign-in-options', method: 'POST', auth: 'server', forwardedFor: visitor.ip },
      data(optionsSchema),
    ),
  );
  return answer.data;
}

/** The CMS checked the signed answer and started a session, exactly as a password sign-in does. */
export async function signInWithPasskey(
  response: unknown,
  visitor: Visitor,
): Promise<{ tokens: Tokens; user: SiteUser }> {
  const answer = await refusing(() =>
    cmsFetch(
      {
        path: '/passkeys/sign-in',
        method: 'POST',
        body: { response },
        auth: 'server',
        forwardedFor: visitor.ip,
        retries: 0,
      },
      data(sessionSchema),
    ),
  );
  const { jwt, refreshToken, user } = answer.data;
  return {
    tokens: { jwt, refreshToken },
    user: { id: user.id, username: user.username, email: user.email, createdAt: user.createdAt ?? null },
  };
}
