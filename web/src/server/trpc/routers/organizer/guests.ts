import 'server-only';

import * as organizer from '@/lib/cms/organizer';
import {
  cancelGuestInput,
  coHostsInput,
  guestsInput,
  messageGuestsInput,
} from '@/lib/organizer/guest-schemas';

import { accountProcedure, authAttemptProcedure } from '../../account-procedure';
import { asSignedIn } from '../../signed-in';
import { organizerCall } from './refusals';

/**
 * An event's guests, for its organizer and co-hosts. The CMS decides on the session's user who may see
 * or change an event (404 for everyone else); the id the browser sends only names which event. Sending
 * mail (a message, a co-host's address) counts like a sign-in attempt, as it writes to addresses.
 */
export const guestProcedures = {
  guests: accountProcedure
    .input(guestsInput)
    .query(({ ctx, input }) =>
      asSignedIn(ctx.visitor, (jwt) => organizerCall(() => organizer.guests(jwt, input.id, { q: input.q }))),
    ),

  cancelGuest: accountProcedure
    .input(cancelGuestInput)
    .mutation(({ ctx, input }) =>
      asSignedIn(ctx.visitor, (jwt) => organizerCall(() => organizer.cancelGuest(jwt, input.id, input.code))),
    ),

  messageGuests: authAttemptProcedure
    .input(messageGuestsInput)
    .mutation(({ ctx, input }) =>
      asSignedIn(ctx.visitor, (jwt) =>
        organizerCall(() =>
          organizer.messageGuests(jwt, input.id, { subject: input.subject, body: input.body }),
        ),
      ),
    ),

  /** Organizer only (a co-host gets 404); answers the stored list. */
  setCoHosts: authAttemptProcedure.input(coHostsInput).mutation(async ({ ctx, input }) => {
    const emails = [...new Set(input.emails)];
    const event = await asSignedIn(ctx.visitor, (jwt) =>
      organizerCall(() => organizer.setCoHosts(jwt, input.id, emails)),
    );
    return { coHosts: event.coHosts };
  }),
};
