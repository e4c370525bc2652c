import 'server-only';

import { TRPCError } from '@trpc/server';
import { cookies } from 'next/headers';

import type { AuthErrorCode } from '@/lib/auth/errors';
import { intentLanding, parseIntent } from '@/lib/auth/intent';
import { safeReturnPath } from '@/lib/auth/return-path';
import type { Locale } from '@/i18n/locales';
import {
  confirmEmailSignIn,
  EmailSignInRefusal,
  type EmailSignInRefusalReason,
  requestEmailSignIn,
} from '@/lib/cms/email-sign-in';
import { CmsError } from '@/lib/cms/errors';
import { routeHref } from '@/routes/match';
import { AuthRefusal } from '@/server/trpc/init';

import { storeTokens } from './cookies';
import type { Visitor } from './session';

/**
 * The address this browser asked a code for (httpOnly, as long as the code lives): the code step
 * needs it, and it never travels in an address (logs, history). Another device uses the link.
 */
const pendingCookie = 'email_sign_in';
const pendingSeconds = 15 * 60;

export async function pendingEmail(): Promise<string | null> {
  return (await cookies()).get(pendingCookie)?.value ?? null;
}

export type SignInMailInput = {
  email: string;
  name?: string;
  intent?: string;
  next?: string;
  locale: Locale;
};

/**
 * Mails the link and code (sign-up or sign-in, the CMS decides) and remembers the address here. The
 * same outcome for any address: only a limit reached or a CMS that is down is said, since neither
 * tells anything about the address.
 */
export async function sendSignInMail(input: SignInMailInput, visitor: Visitor): Promise<void> {
  const returnPath = input.next ? safeReturnPath(input.next, '') || null : null;
  await requestEmailSignIn(
    {
      email: input.email,
      name: input.name,
      locale: input.locale,
      intent: parseIntent(input.intent),
      returnPath,
    },
    visitor,
  ).catch((error: unknown) => {
    if (error instanceof CmsError && (error.status === 429 || error.status >= 500)) throw error;
  });
  (await cookies()).set(pendingCookie, input.email, {
    httpOnly: true,
    secure: visitor.secure,
    sameSite: 'lax',
    path: '/',
    maxAge: pendingSeconds,
  });
}

const codeOf: Record<EmailSignInRefusalReason, { token: AuthErrorCode; code: AuthErrorCode }> = {
  invalid: { token: 'linkInvalid', code: 'invalidCode' },
  expired: { token: 'codeExpired', code: 'codeExpired' },
  locked: { token: 'codeLocked', code: 'codeLocked' },
  blocked: { token: 'blocked', code: 'blocked' },
};

const trpcCodeOf: Record<EmailSignInRefusalReason, TRPCError['code']> = {
  invalid: 'BAD_REQUEST',
  expired: 'BAD_REQUEST',
  locked: 'TOO_MANY_REQUESTS',
  blocked: 'FORBIDDEN',
};

/** A refusal as the `Auth.errors` key the page shows (a link and a code say it a little differently). */
export const refusalCode = (refusal: EmailSignInRefusal, by: 'token' | 'code'): AuthErrorCode =>
  codeOf[refusal.reason][by];

export const refusalError = (refusal: EmailSignInRefusal, by: 'token' | 'code') =>
  new TRPCError({
    code: trpcCodeOf[refusal.reason],
    message: refusal.reason,
    cause: new AuthRefusal(refusalCode(refusal, by)),
  });

/**
 * Confirms the link or the code, stores the session's cookies and answers where to land: the intent's
 * page, else the page that asked for sign-in (checked against the route table again), else the account.
 */
export async function finishEmailSignIn(input: { token: string } | { code: string }, visitor: Visitor) {
  const jar = await cookies();
  const email = jar.get(pendingCookie)?.value;
  if ('code' in input && !email) throw new EmailSignInRefusal('invalid');
  const result = await confirmEmailSignIn(
    'token' in input ? { token: input.token } : { email: email ?? '', code: input.code },
    visitor,
  );
  await storeTokens(result.tokens, visitor.secure);
  if (jar.has(pendingCookie)) jar.delete(pendingCookie);
  const landing = result.intent
    ? routeHref(intentLanding(result.intent))
    : safeReturnPath(result.returnPath, routeHref('account'));
  return { landing, user: result.user, newAccount: result.newAccount };
}
