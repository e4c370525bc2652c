import 'server-only';

import { TRPCError } from '@trpc/server';
import { z } from 'zod';

import * as organizer from '@/lib/cms/organizer';
import { OrganizerFieldErrors, type OrganizedEvent } from '@/lib/cms/organizer';
import { checkEventInput } from '@/lib/organizer/event-form';
import { eventIdInput, eventInput } from '@/lib/organizer/schemas';

import { accountProcedure } from '../../account-procedure';
import { router } from '../../init';
import { asOrganizer } from './refusals';

/** What the events list needs of each event (no guest data, no co-host e-mails). */
function listItem(event: OrganizedEvent) {
  return {
    id: event.id,
    slug: event.slug,
    title: event.input.title,
    startsAt: event.input.startsAt,
    timeZone: event.input.timeZone,
    status: event.status,
    hidden: event.hidden,
    role: event.role,
    counts: { issued: event.counts.issued, capacity: event.counts.capacity },
  };
}
export type OrganizerListItem = ReturnType<typeof listItem>;

/** The site checks the form's rules before the CMS does: the same codes, and no CMS call for bad input. */
function checked(input: z.output<typeof eventInput>, options: { allowPastStart: boolean }) {
  const problems = checkEventInput(input, options);
  if (problems.length > 0) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'Invalid event fields',
      cause: new OrganizerFieldErrors(problems),
    });
  }
  return input;
}

/**
 * The organizer's own events: create, edit, publish. Every call carries the visitor's session and the
 * CMS checks that the event is theirs (or they co-host it); the ids here are only which one.
 */
export const eventsRouter = router({
  mine: accountProcedure.query(async ({ ctx }) =>
    (await asOrganizer(ctx.visitor, organizer.myEvents)).map(listItem),
  ),

  one: accountProcedure
    .input(eventIdInput)
    .query(({ ctx, input }) => asOrganizer(ctx.visitor, (jwt) => organizer.myEvent(jwt, input.id))),

  create: accountProcedure.input(z.object({ event: eventInput })).mutation(({ ctx, input }) => {
    const event = checked(input.event, { allowPastStart: false });
    return asOrganizer(ctx.visitor, (jwt) => organizer.createEvent(jwt, event));
  }),

  update: accountProcedure
    .input(eventIdInput.extend({ event: eventInput }))
    .mutation(async ({ ctx, input }) =>
      asOrganizer(ctx.visitor, async (jwt) => {
        // An event already under way keeps its start; a new start must still lie ahead.
        const current = await organizer.myEvent(jwt, input.id);
        const keepsStart = Date.parse(current.input.startsAt) === Date.parse(input.event.startsAt);
        return organizer.updateEvent(jwt, input.id, checked(input.event, { allowPastStart: keepsStart }));
      }),
    ),

  publish: accountProcedure
    .input(eventIdInput)
    .mutation(({ ctx, input }) => asOrganizer(ctx.visitor, (jwt) => organizer.publishEvent(jwt, input.id))),

  unpublish: accountProcedure
    .input(eventIdInput)
    .mutation(({ ctx, input }) => asOrganizer(ctx.visitor, (jwt) => organizer.unpublishEvent(jwt, input.id))),
});
