import 'server-only';

import * as organizer from '@/lib/cms/organizer';
import {
  cancelGuestInput,
  coHostsInput,
  guestsInput,
  messageGuestsInput,
} from '@/lib/organizer/guest-schemas';

import { accountProcedure, authAttemptProcedure } from '../../account-procedure';
import { router } from '../../init';
import { asOrganizer } from './refusals';

/**
 * An event's guests, for its organizer and co-hosts. The CMS decides on the session's user who may see
 * or change an event (404 for everyone else); the id the browser sends only names which event. Sending
 * mail (a message, a co-host's address) counts like a sign-in attempt, as it writes to addresses.
 */
export const guestsRouter = router({
  guests: accountProcedure
    .input(guestsInput)
    .query(({ ctx, input }) =>
      asOrganizer(ctx.visitor, (jwt) => organizer.guests(jwt, input.id, { q: input.q })),
    ),

  cancelGuest: accountProcedure
    .input(cancelGuestInput)
    .mutation(({ ctx, input }) =>
      asOrganizer(ctx.visitor, (jwt) => organizer.cancelGuest(jwt, input.id, input.code)),
    ),

  messageGuests: authAttemptProcedure
    .input(messageGuestsInput)
    .mutation(({ ctx, input }) =>
      asOrganizer(ctx.visitor, (jwt) =>
        organizer.messageGuests(jwt, input.id, { subject: input.subject, body: input.body }),
      ),
    ),

  /** Organizer only (a co-host gets 404); answers the stored list. */
  setCoHosts: authAttemptProcedure.input(coHostsInput).mutation(async ({ ctx, input }) => {
    const emails = [...new Set(input.emails)];
    const event = await asOrganizer(ctx.visitor, (jwt) => organizer.setCoHosts(jwt, input.id, emails));
    return { coHosts: event.coHosts };
  }),
});
