import 'server-only';

import { TRPCError } from '@trpc/server';
import { getTranslations } from 'next-intl/server';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

import type { Locale } from '@/i18n/locales';
import * as sandbox from '@/lib/cms/demo-sandbox';
import type { DemoEvent } from '@/lib/cms/demo-sandbox';
import * as organizer from '@/lib/cms/organizer';
import { OrganizerFieldErrors, OrganizerRefusal } from '@/lib/cms/organizer';
import * as tickets from '@/lib/cms/tickets';
import { TicketRefusal } from '@/lib/cms/tickets';
import { currentSiteName } from '@/lib/cms/website-config';
import {
  demoCancelInput,
  demoClaimInput,
  demoEventInput,
  demoLocaleInput,
  demoScanInput,
} from '@/lib/demo/schemas';
import { zonedToIso } from '@/lib/organizer/zoned-time';
import type { Visitor } from '@/server/auth/session';
import { withSandbox } from '@/server/demo/sandbox-session';
import { qrPath } from '@/server/tickets/qr-path';

import { accountProcedure } from '../account-procedure';
import { router } from '../init';
import { organizerRefusalCodes } from './organizer/refusals';
import { ticketRefusalCodes } from './tickets';

// Per server: a visitor clicking through the demos makes a few requests a minute; a script does not.
const limiter = new RateLimiterMemory({ points: 120, duration: 60 });

async function withinLimit(ip: string | undefined) {
  try {
    await limiter.consume(ip ?? 'unknown');
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'Too many demo requests, slow down' });
  }
}

/** The CMS's refusals become 4xx answers whose reason the demo shows in the visitor's language. */
async function refusalsAsErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof OrganizerRefusal) {
      throw new TRPCError({ code: organizerRefusalCodes[error.reason], message: error.reason, cause: error });
    }
    if (error instanceof TicketRefusal) {
      throw new TRPCError({ code: ticketRefusalCodes[error.reason], message: error.reason, cause: error });
    }
    if (error instanceof OrganizerFieldErrors) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid event fields', cause: error });
    }
    throw error;
  }
}

/** Runs `call` in the visitor's sandbox; a step that needs one already made gets 404 without it. */
async function inSandbox<T>(visitor: Visitor, call: (jwt: string) => Promise<T>, start = false): Promise<T> {
  const answer = await withSandbox(visitor, (jwt) => refusalsAsErrors(() => call(jwt)), { start });
  if (answer === null) throw new TRPCError({ code: 'NOT_FOUND', message: 'No demo sandbox yet' });
  return answer;
}

/** Within the rate limit, in the visitor's sandbox, at its demo event (made in the demo's first step). */
async function atDemoEvent<T>(
  visitor: Visitor,
  call: (jwt: string, event: DemoEvent) => Promise<T>,
): Promise<T> {
  await withinLimit(visitor.ip);
  return inSandbox(visitor, async (jwt) => {
    const { event } = await sandbox.sandboxState(jwt);
    if (!event) throw new TRPCError({ code: 'NOT_FOUND', message: 'Create the demo event first' });
    return call(jwt, event);
  });
}

/** Everything the demo pages show of a sandbox, read from the CMS as it stands now. */
async function viewOf(jwt: string, locale: Locale) {
  const state = await sandbox.sandboxState(jwt);
  const { event, otherEvent } = state;
  // Oldest first: the first ticket is the one the visitor claimed, later ones are the door's extras.
  const mine = event || otherEvent ? [...(await tickets.myTickets(jwt))].reverse() : [];
  const t = await getTranslations({ locale, namespace: 'DemoSandbox' });
  const shown = (ticket: tickets.Ticket) => ({
    code: ticket.code,
    status: ticket.status,
    tierKey: ticket.tierKey,
    tierName: ticket.tierName,
    // The holder is the sandbox's throwaway account, whose name means nothing to a visitor.
    holderName: t('ticket.you'),
    qr: qrPath(ticket.code),
  });
  const otherTicket = otherEvent && mine.find((ticket) => ticket.eventSlug === otherEvent.slug);
  return {
    passHeld: state.passHeld,
    // What the pass unlocks is sent only to a sandbox the CMS says holds it.
    membersNote: state.passHeld ? t('gating.membersNote') : null,
    event: event && {
      title: event.input.title,
      startsAt: event.input.startsAt,
      timeZone: event.input.timeZone,
      tiers: event.input.tiers.map((tier) => ({
        key: tier.key,
        name: tier.name,
        capacity: tier.capacity,
        passOnly: tier.key === state.passTierKey,
      })),
      counts: event.counts,
    },
    tickets: event ? mine.filter((ticket) => ticket.eventSlug === event.slug).map(shown) : [],
    otherTicket: otherEvent && otherTicket ? { eventTitle: otherEvent.title, ...shown(otherTicket) } : null,
  };
}
export type DemoView = Awaited<ReturnType<typeof viewOf>>;

/**
 * Every guest and every scanner in a sandbox is its throwaway account, whose made-up name means nothing
 * to a visitor: the door names the guest "Demo guest" and leaves the scanner out.
 */
async function asVisitorSees(result: organizer.CheckInResult, locale: Locale) {
  if (!('name' in result)) return result;
  const name = (await getTranslations({ locale, namespace: 'DemoSandbox' }))('ticket.guestName');
  return result.kind === 'alreadyCheckedIn' ? { ...result, name, byName: null } : { ...result, name };
}

/** The other event: a week after the demo's own, one free tier, in the visitor's language. */
async function otherEventInput(own: DemoEvent, locale: Locale): Promise<organizer.EventInput> {
  const t = await getTranslations({ locale, namespace: 'DemoSandbox' });
  const later = (iso: string) => new Date(Date.parse(iso) + 7 * 86_400_000).toISOString();
  return {
    locale,
    title: t('turnedAway.otherEventTitle'),
    summary: t('defaults.summary'),
    description: '',
    startsAt: later(own.input.startsAt),
    endsAt: later(own.input.endsAt),
    timeZone: own.input.timeZone,
    venueName: t('defaults.venue'),
    venueAddress: null,
    city: null,
    onlineUrl: null,
    coverId: null,
    coverAlt: null,
    tiers: [{ name: t('defaults.tier'), price: null, currency: 'EUR', capacity: 10, perPerson: 1 }],
    checkoutUrl: null,
  };
}

/**
 * The demos: each visitor gets a sandbox (a throwaway account kept in the demo cookie, deleted after
 * a day), and every step runs the real code: the organizers' event creation and check-in, the ticket
 * claim, the pass-holding check. Nothing here takes an event id from the browser: a sandbox only ever
 * reaches its own latest event, and the CMS checks that again on every route.
 */
export const demoRouter = router({
  /** `null` until the visitor has started a demo. */
  state: accountProcedure.input(demoLocaleInput).query(async ({ ctx, input }) => {
    await withinLimit(ctx.visitor.ip);
    return withSandbox(ctx.visitor, (jwt) => viewOf(jwt, input.locale));
  }),

  createEvent: accountProcedure.input(demoEventInput).mutation(async ({ ctx, input }) => {
    await withinLimit(ctx.visitor.ip);
    const [t, siteName] = await Promise.all([
      getTranslations({ locale: input.locale, namespace: 'DemoSandbox' }),
      currentSiteName(),
    ]);
    const at = (time: string) =>
      zonedToIso(`${input.date}T${time}`, input.timeZone) ?? `${input.date}T${time}`;
    const tiers = [
      ...input.tiers,
      ...(input.passTier ? [{ name: t('gating.passTierName'), capacity: 20 }] : []),
    ];
    const event: organizer.EventInput = {
      locale: input.locale,
      title: input.title,
      summary: t('defaults.summary', { siteName }),
      description: '',
      startsAt: at('19:00'),
      endsAt: at('22:00'),
      timeZone: input.timeZone,
      venueName: t('defaults.venue'),
      venueAddress: null,
      city: null,
      onlineUrl: null,
      coverId: null,
      coverAlt: null,
      tiers: tiers.map((tier) => ({
        name: tier.name,
        price: null,
        currency: 'EUR',
        capacity: tier.capacity,
        // Two: the check-in demo's guest claims a second ticket for its organizer to cancel.
        perPerson: 2,
      })),
      checkoutUrl: null,
    };
    return inSandbox(
      ctx.visitor,
      async (jwt) => {
        await sandbox.createDemoEvent(jwt, { event, passTier: input.passTier });
        return viewOf(jwt, input.locale);
      },
      true,
    );
  }),

  claim: accountProcedure.input(demoClaimInput).mutation(async ({ ctx, input }) => {
    return atDemoEvent(ctx.visitor, async (jwt, event) => {
      await tickets.claimAsUser(jwt, { eventSlug: event.slug, tierKey: input.tierKey, locale: input.locale });
      return viewOf(jwt, input.locale);
    });
  }),

  /** One scan at the sandbox's own door: the organizers' check-in route, as its organizer. */
  scan: accountProcedure.input(demoScanInput).mutation(async ({ ctx, input }) => {
    return atDemoEvent(ctx.visitor, async (jwt, event) => {
      const result = await organizer.checkIn(jwt, event.id, { code: input.code, scanId: input.scanId });
      return { result: await asVisitorSees(result, input.locale), view: await viewOf(jwt, input.locale) };
    });
  }),

  /**
   * A ticket for the sandbox's other event, for the check-in demo's "Not for this event": the other
   * event made (once) by the organizers' code and the ticket claimed through the ordinary claim.
   */
  otherTicket: accountProcedure.input(demoLocaleInput).mutation(async ({ ctx, input }) => {
    return atDemoEvent(ctx.visitor, async (jwt, event) => {
      const other = await sandbox.createOtherEvent(jwt, await otherEventInput(event, input.locale));
      const held = (await tickets.myTickets(jwt)).some((ticket) => ticket.eventSlug === other.slug);
      const tierKey = other.input.tiers[0]?.key;
      if (!held && tierKey) {
        await tickets.claimAsUser(jwt, { eventSlug: other.slug, tierKey, locale: input.locale });
      }
      return viewOf(jwt, input.locale);
    });
  }),

  /**
   * The organizer cancels a guest's ticket at the sandbox's own event, through the organizers' cancel
   * (the CMS answers 404 for a code that is not a guest of it); the door then answers "Cancelled".
   */
  cancelTicket: accountProcedure.input(demoCancelInput).mutation(async ({ ctx, input }) => {
    return atDemoEvent(ctx.visitor, async (jwt, event) => {
      await organizer.cancelGuest(jwt, event.id, input.code);
      return viewOf(jwt, input.locale);
    });
  }),

  grantPass: accountProcedure.input(demoLocaleInput).mutation(async ({ ctx, input }) => {
    await withinLimit(ctx.visitor.ip);
    return inSandbox(
      ctx.visitor,
      async (jwt) => {
        await sandbox.grantDemoPass(jwt);
        return viewOf(jwt, input.locale);
      },
      true,
    );
  }),
});
