import 'server-only';

import { TRPCError } from '@trpc/server';

import * as cms from '@/lib/cms/passkeys';
import { PasskeyRefusal } from '@/lib/cms/passkeys';
import { finishRegistrationInput, removeInput, renameInput, signInInput } from '@/lib/passkeys/schemas';
import { storeTokens } from '@/server/auth/cookies';

import { accountProcedure, authAttemptProcedure } from '../account-procedure';
import { router } from '../init';
import { asSignedIn } from '../signed-in';

const codeOf = (status: number): TRPCError['code'] =>
  status === 401
    ? 'UNAUTHORIZED'
    : status === 403
      ? 'FORBIDDEN'
      : status === 404
        ? 'NOT_FOUND'
        : status === 409
          ? 'CONFLICT'
          : 'BAD_REQUEST';

/**
 * A refusal from the CMS becomes a 4xx whose message is the `Passkeys.errors` key the island
 * translates (never a 500); anything else goes on to the CMS error mapping.
 */
async function refusalsAsErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PasskeyRefusal)) throw error;
    throw new TRPCError({ code: codeOf(error.status), message: error.reason, cause: error });
  }
}

/**
 * Passkeys: adding them on the account page and signing in with them. Whose passkeys a call touches is
 * always the session's user (the CMS reads it from the JWT), never an id of the browser's choosing; every
 * change comes from the site's own pages (the account procedures' origin check), and a sign-in and its
 * challenge count like a password sign-in against the address's limit.
 */
export const passkeysRouter = router({
  mine: accountProcedure.query(({ ctx }) =>
    asSignedIn(ctx.visitor, (jwt) => refusalsAsErrors(() => cms.myPasskeys(jwt))),
  ),

  startRegistration: accountProcedure.mutation(({ ctx }) =>
    asSignedIn(ctx.visitor, (jwt) => refusalsAsErrors(() => cms.registrationOptions(jwt))),
  ),

  finishRegistration: accountProcedure
    .input(finishRegistrationInput)
    .mutation(({ ctx, input }) =>
      asSignedIn(ctx.visitor, (jwt) => refusalsAsErrors(() => cms.addPasskey(jwt, input))),
    ),

  rename: accountProcedure
    .input(renameInput)
    .mutation(({ ctx, input }) =>
      asSignedIn(ctx.visitor, (jwt) => refusalsAsErrors(() => cms.renamePasskey(jwt, input.id, input.name))),
    ),

  remove: accountProcedure.input(removeInput).mutation(async ({ ctx, input }) => {
    await asSignedIn(ctx.visitor, (jwt) => refusalsAsErrors(() => cms.removePasskey(jwt, input.id)));
    return { id: input.id };
  }),

  startSignIn: authAttemptProcedure.mutation(({ ctx }) =>
    refusalsAsErrors(() => cms.signInOptions(ctx.visitor)),
  ),

  /** The CMS checked the signature and made the session; the site keeps it in its cookies. */
  signIn: authAttemptProcedure.input(signInInput).mutation(async ({ ctx, input }) => {
    const { tokens, user } = await refusalsAsErrors(() => cms.signInWithPasskey(input.response, ctx.visitor));
    await storeTokens(tokens, ctx.visitor.secure);
    return user;
  }),
});
