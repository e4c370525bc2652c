import 'server-only';

import { deleteAccountInput, type SavedEvent } from '@/lib/auth/schemas';
import * as account from '@/lib/cms/account';
import { events } from '@/lib/cms/events';
import { clearTokens } from '@/server/auth/cookies';

import { accountProcedure } from '../account-procedure';
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

  /** Everything of theirs goes, then the session's cookies. */
  delete: accountProcedure.input(deleteAccountInput).mutation(async ({ ctx, input }) => {
    await asSignedIn(ctx.visitor, (jwt) => account.deleteAccount(jwt, input.password));
    await clearTokens();
    return { deleted: true };
  }),
});
