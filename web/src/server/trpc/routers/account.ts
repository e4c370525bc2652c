import 'server-only';

import { deleteAccountProof, type SavedEvent, setPasswordInput } from '@/lib/auth/schemas';
import * as account from '@/lib/cms/account';
import { EmailSignInRefusal } from '@/lib/cms/email-sign-in';
import { events } from '@/lib/cms/events';
import { clearTokens } from '@/server/auth/cookies';
import { refusalError } from '@/server/auth/email-sign-in';

import { accountProcedure, authAttemptProcedure } from '../account-procedure';
import { router } from '../init';
import { localeInput, slugInput } from '../inputs';
import { asSignedIn } from '../signed-in';

/** The signed-in visitor's own data: saved events and the account itself. */
export const accountRouter = router({
  /** Saved events in the visitor's language; an event no longer published drops out of the list. */
  savedEvents: accountProcedure.input(localeInput).query(async ({ ctx, input }) => {
    const slugs = await asSignedIn(ctx.visitor, account.savedEventSlugs);
    const listed = new Map((await events.list(input.locale)).map((event) => [event.slug, event]));
    return slugs.flatMap((slug): SavedEvent[] => {
      const event = listed.get(slug);
      return event ? [{ slug, title: event.title, startsAt: event.startsAt, timeZone: event.timeZone }] : [];
    });
  }),

  saveEvent: accountProcedure.input(slugInput.pick({ slug: true })).mutation(async ({ ctx, input }) => {
    await asSignedIn(ctx.visitor, (jwt) => account.saveEvent(jwt, input.slug));
    return { saved: true };
  }),

  removeEvent: accountProcedure.input(slugInput.pick({ slug: true })).mutation(async ({ ctx, input }) => {
    await asSignedIn(ctx.visitor, (jwt) => account.removeSavedEvent(jwt, input.slug));
    return { saved: false };
  }),

  /** Whether the account has a password: the page offers "change" and the password, else "set" and a code. */
  hasPassword: accountProcedure.query(async ({ ctx }) => ({
    set: await asSignedIn(ctx.visitor, account.hasPassword),
  })),

  /** A first password for an account that has none; an account with one changes it (auth.changePassword). */
  setPassword: authAttemptProcedure.input(setPasswordInput).mutation(async ({ ctx, input }) => {
    await asSignedIn(ctx.visitor, (jwt) => account.setFirstPassword(jwt, input.password));
    return { set: true };
  }),

  /** Mails the code that confirms deleting an account without a password (counted like a sign-in). */
  deletionCode: authAttemptProcedure.input(localeInput).mutation(async ({ ctx, input }) => {
    await asSignedIn(ctx.visitor, (jwt) => account.mailDeletionCode(jwt, input.locale));
    return { sent: true };
  }),

  /** Everything of theirs goes, then the session's cookies. Proof: the password, or the mailed code. */
  delete: authAttemptProcedure.input(deleteAccountProof).mutation(async ({ ctx, input }) => {
    await asSignedIn(ctx.visitor, (jwt) => account.deleteAccount(jwt, input)).catch((error: unknown) => {
      throw error instanceof EmailSignInRefusal ? refusalError(error, 'code') : error;
    });
    await clearTokens();
    return { deleted: true };
  }),
});
