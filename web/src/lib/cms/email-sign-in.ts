import 'server-only';

import { z } from 'zod';

import type { SiteUser } from '@/lib/auth/schemas';
import { type Intent, parseIntent } from '@/lib/auth/intent';
import type { Locale } from '@/i18n/locales';

import { cmsSession, data } from './answer-shapes';
import type { Tokens } from './auth';
import { cmsFetch } from './client';
import { CmsError } from './errors';

/**
 * The CMS's mailed sign-in (cms/src/email-sign-in): a link and a 6-digit code for sign-up and sign-in
 * alike, called with the web server's token. Its refusals (`details.reason`) leave here as an
 * EmailSignInRefusal; the same reasons for any address.
 */
export const emailSignInRefusals = ['invalid', 'expired', 'locked', 'blocked'] as const;
export type EmailSignInRefusalReason = (typeof emailSignInRefusals)[number];

export class EmailSignInRefusal extends Error {
  constructor(readonly reason: EmailSignInRefusalReason) {
    super(reason);
    this.name = 'EmailSignInRefusal';
  }
}

const sent = z.object({ data: z.object({ sent: z.literal(true) }) });
const confirmed = data(
  cmsSession.extend({
    intent: z.string().nullable(),
    returnPath: z.string().nullable(),
    newAccount: z.boolean(),
  }),
);
const refusal = z.object({ reason: z.enum(emailSignInRefusals) });

type Visitor = { ip?: string };

async function refusing<Result>(call: () => Promise<Result>): Promise<Result> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CmsError) {
      const details = refusal.safeParse(error.body.details);
      if (details.success) throw new EmailSignInRefusal(details.data.reason);
    }
    throw error;
  }
}

export async function requestEmailSignIn(
  input: { email: string; name?: string; locale: Locale; intent: Intent | null; returnPath: string | null },
  visitor: Visitor,
): Promise<void> {
  await cmsFetch(
    {
      path: '/email-sign-in/request',
      method: 'POST',
      body: input,
      auth: 'server',
      forwardedFor: visitor.ip,
      mailLocale: input.locale,
    },
    sent,
  );
}

export type EmailSignIn = {
  tokens: Tokens;
  user: SiteUser;
  intent: Intent | null;
  returnPath: string | null;
  newAccount: boolean;
};

/** The mailed link's token, or the address and its code: one session, once. */
export async function confirmEmailSignIn(
  input: { token: string } | { email: string; code: string },
  visitor: Visitor,
): Promise<EmailSignIn> {
  const { data } = await refusing(() =>
    cmsFetch(
      {
        path: '/email-sign-in/confirm',
        method: 'POST',
        body: input,
        auth: 'server',
        forwardedFor: visitor.ip,
      },
      confirmed,
    ),
  );
  return {
    tokens: { jwt: data.jwt, refreshToken: data.refreshToken },
    user: { ...data.user, createdAt: data.user.createdAt ?? null },
    intent: parseIntent(data.intent),
    returnPath: data.returnPath,
    newAccount: data.newAccount,
  };
}
