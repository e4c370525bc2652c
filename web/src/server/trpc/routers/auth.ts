import 'server-only';

import { TRPCError } from '@trpc/server';

import {
  changePasswordInput,
  confirmEmailInput,
  emailCodeInput,
  emailInput,
  emailSignInInput,
  emailTokenInput,
  registerInput,
  resetPasswordInput,
  signInInput,
} from '@/lib/auth/schemas';
import { hasPassword } from '@/lib/cms/account';
import * as strapi from '@/lib/cms/auth';
import { EmailSignInRefusal } from '@/lib/cms/email-sign-in';
import { CmsError } from '@/lib/cms/errors';
import { clearTokens, readTokens, storeTokens } from '@/server/auth/cookies';
import { finishEmailSignIn, refusalError, sendSignInMail } from '@/server/auth/email-sign-in';
import { currentUser, replaceSession, withSession } from '@/server/auth/session';

import { accountProcedure, authAttemptProcedure } from '../account-procedure';
import { AuthRefusal, router } from '../init';

/**
 * The mailed-link requests answer the same whatever the address (no account enumeration); only a limit
 * reached or a CMS that is down is said, since neither tells anything about the address.
 */
function sameAnswerForAnyAddress(error: unknown): void {
  if (error instanceof CmsError && (error.status === 429 || error.status >= 500)) throw error;
}

/**
 * SPEC 3, 4, 7: the account calls, made by the site on the visitor's behalf. Tokens never reach the
 * browser: they go into httpOnly cookies here, and the procedures answer the user (or nothing).
 */
export const authRouter = router({
  /** The signed-in user, or `null`; refreshes an expired access token and clears a refused session. */
  me: accountProcedure.query(({ ctx }) => currentUser(ctx.visitor)),

  signIn: authAttemptProcedure.input(signInInput).mutation(async ({ ctx, input }) => {
    const { tokens } = await strapi.signIn(input, ctx.visitor);
    await storeTokens(tokens, ctx.visitor.secure);
    return strapi.me(tokens.jwt);
  }),

  /** With e-mail confirmation on, nobody is signed in yet: the answer says where the mail went. */
  register: authAttemptProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    const { tokens, user } = await strapi.register(input, ctx.visitor);
    if (tokens) await storeTokens(tokens, ctx.visitor.secure);
    return { email: user.email, signedIn: tokens !== null };
  }),

  signOut: accountProcedure.mutation(async ({ ctx }) => {
    const { refreshToken } = await readTokens();
    // Revoking is best effort: the visitor is signed out here whatever Strapi says.
    await withSession(ctx.visitor, (jwt) => strapi.signOut(jwt, refreshToken)).catch(() => undefined);
    replaceSession(refreshToken, null);
    replaceSession((await readTokens()).refreshToken, null);
    await clearTokens();
    return null;
  }),

  /** Always the same answer, known address or not: nobody can learn who has an account. */
  forgotPassword: authAttemptProcedure.input(emailInput).mutation(async ({ ctx, input }) => {
    await strapi.forgotPassword(input.email, input.locale, ctx.visitor).catch(sameAnswerForAnyAddress);
    return { sent: true };
  }),

  resetPassword: authAttemptProcedure.input(resetPasswordInput).mutation(async ({ ctx, input }) => {
    const { tokens } = await strapi.resetPassword(input, ctx.visitor);
    await storeTokens(tokens, ctx.visitor.secure);
    return strapi.me(tokens.jwt);
  }),

  /** Strapi revokes every session of the user and answers new tokens for this one. */
  changePassword: authAttemptProcedure.input(changePasswordInput).mutation(async ({ ctx, input }) => {
    const { refreshToken } = await readTokens();
    const tokens = await withSession(ctx.visitor, async (jwt) => {
      // An account without a password sets one (account.setPassword): Strapi would fail comparing with none.
      if (!(await hasPassword(jwt))) {
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: 'This account has no password to change',
          cause: new AuthRefusal('wrongCurrentPassword'),
        });
      }
      return strapi.changePassword(jwt, input);
    });
    if (!tokens) return { signedIn: false };
    replaceSession(refreshToken, tokens);
    replaceSession((await readTokens()).refreshToken, tokens);
    await storeTokens(tokens, ctx.visitor.secure);
    return { signedIn: true };
  }),

  /** Same answer for an unknown, a confirmed or an unconfirmed address (no account enumeration). */
  resendConfirmation: authAttemptProcedure.input(emailInput).mutation(async ({ ctx, input }) => {
    await strapi.sendEmailConfirmation(input.email, input.locale, ctx.visitor).catch(sameAnswerForAnyAddress);
    return { sent: true };
  }),

  /**
   * "E-mail me a link or code", for sign-up and sign-in alike: a new address gets a sign-up mail, a
   * known one a sign-in mail, and the answer is the same (no account enumeration).
   */
  emailLink: authAttemptProcedure.input(emailSignInInput).mutation(async ({ ctx, input }) => {
    await sendSignInMail(input, ctx.visitor);
    return { sent: true };
  }),

  /** The mailed code, for the address this browser asked for: signs in, answers where to land. */
  emailCode: authAttemptProcedure.input(emailCodeInput).mutation(({ ctx, input }) =>
    finishEmailSignIn({ code: input.code }, ctx.visitor).catch((error: unknown) => {
      throw error instanceof EmailSignInRefusal ? refusalError(error, 'code') : error;
    }),
  ),

  /** The mailed link's token (sent by the link page's button, never by opening the link). */
  emailToken: authAttemptProcedure.input(emailTokenInput).mutation(({ ctx, input }) =>
    finishEmailSignIn({ token: input.token }, ctx.visitor).catch((error: unknown) => {
      throw error instanceof EmailSignInRefusal ? refusalError(error, 'token') : error;
    }),
  ),

  confirmEmail: authAttemptProcedure.input(confirmEmailInput).mutation(async ({ ctx, input }) => {
    await strapi.confirmEmail(input.confirmation, ctx.visitor);
    return { confirmed: true };
  }),
});
