import type { Core } from '@strapi/strapi';

import { eventUid, ownedEvent, rowsOf, type SignedInUser } from '../organizer/access';
import { createEvent, publishEvent } from '../organizer/events';
import { presentEvent } from '../organizer/present';
import { OrganizerRefusal } from '../organizer/refusal';
import { passHoldingUid } from '../tickets/constants';

/** The pass the token-gating demo hands out; a demo event's pass-holder tier asks for it. */
export const demoPass = 'demo-pass';

/** Events one sandbox may make, its "other event" included (the organizer's own limit, 20 a day, stands behind it). */
const eventsPerSandbox = 5;

const tierUid = 'event.ticket-tier';

type Body = { event?: unknown; passTier?: unknown };

async function refuseOverLimit(strapi: Core.Strapi, user: SignedInUser) {
  const made = await strapi.db
    .query(eventUid)
    .count({ where: { organizer: { id: user.id }, publishedAt: null } });
  if (Number(made) >= eventsPerSandbox) {
    throw new OrganizerRefusal('tooMany', `At most ${eventsPerSandbox} demo events in one sandbox`);
  }
}

/** The demo's own events, not the "other event" below (rows from before the flag hold null). */
const notCompanion = { $or: [{ sandboxCompanion: { $null: true } }, { sandboxCompanion: false }] };

/**
 * A demo event through the organizers' own code: `createEvent` checks the form exactly as for an
 * account (and marks the event `sandbox`, as its organizer is one), then, when asked, the last tier
 * becomes a pass-holder tier for the demo pass (the form has no such field: only editors make them),
 * and `publishEvent` publishes it. Published, it takes claims and check-ins like any event, but only
 * its own sandbox can read it (bootstrap/published-only.ts).
 */
export async function createDemoEvent(strapi: Core.Strapi, user: SignedInUser, raw: unknown) {
  const body = (raw && typeof raw === 'object' ? raw : {}) as Body;
  await refuseOverLimit(strapi, user);
  const created = await createEvent(strapi, user, body.event);
  if (body.passTier === true) {
    const rows = await rowsOf(strapi, created.id);
    const last = rows?.draft.tickets?.at(-1) as { id?: number } | undefined;
    if (last?.id) {
      await strapi.db
        .query(tierUid)
        .update({ where: { id: last.id }, data: { nftGated: true, pass: demoPass } });
    }
  }
  return publishEvent(strapi, user, created.id);
}

async function holdsDemoPass(strapi: Core.Strapi, user: SignedInUser): Promise<boolean> {
  const held = (await strapi.db
    .query(passHoldingUid)
    .findOne({ where: { pass: demoPass, user: { id: user.id } }, select: ['id'] })) as { id: number } | null;
  return held !== null;
}

/** Records the demo pass for this sandbox, as an editor records a real holder (once). */
export async function grantDemoPass(strapi: Core.Strapi, user: SignedInUser) {
  if (!(await holdsDemoPass(strapi, user))) {
    await strapi.documents(passHoldingUid as never).create({
      data: { pass: demoPass, user: user.id, note: 'Demo sandbox: handed out by the token-gating demo' },
    } as never);
  }
  return { passHeld: true };
}

/** The sandbox's latest demo event (with its pass-holder tier's key) and whether it holds the pass. */
export async function sandboxState(strapi: Core.Strapi, user: SignedInUser) {
  const held = await holdsDemoPass(strapi, user);
  const latest = (await strapi.db.query(eventUid).findOne({
    where: { organizer: { id: user.id }, publishedAt: null, ...notCompanion },
    select: ['documentId'],
    orderBy: { createdAt: 'desc' },
  })) as { documentId: string } | null;
  const other = await companionOf(strapi, user);
  const otherEvent = other && { slug: other.slug, title: other.title };
  if (!latest) return { passHeld: held, event: null, passTierKey: null, otherEvent };
  const owned = await ownedEvent(strapi, user, latest.documentId);
  const tiers = (owned.published ?? owned.draft).tickets ?? [];
  const gated = tiers.findIndex((tier) => (tier as { nftGated?: boolean | null }).nftGated === true);
  return {
    passHeld: held,
    event: await presentEvent(strapi, owned),
    passTierKey: gated >= 0 ? (tiers[gated]?.key ?? `tier-${gated + 1}`) : null,
    otherEvent,
  };
}

async function companionOf(strapi: Core.Strapi, user: SignedInUser) {
  return (await strapi.db.query(eventUid).findOne({
    where: { organizer: { id: user.id }, publishedAt: null, sandboxCompanion: true },
    select: ['documentId', 'slug', 'title'],
    orderBy: { createdAt: 'desc' },
  })) as { documentId: string; slug: string; title: string } | null;
}

/**
 * The check-in demo's "ticket for another event": a second published event of the same sandbox, made
 * and published through the organizers' code like the first, and flagged so it never becomes the demo's
 * own event. One per sandbox: asked again, it answers the one it has. The sandbox then claims its
 * ticket through the ordinary claim route, and the door of its first event answers "Not for this
 * event" for it (organizer/check-in.ts).
 */
export async function createCompanionEvent(strapi: Core.Strapi, user: SignedInUser, raw: unknown) {
  const existing = await companionOf(strapi, user);
  if (existing) return presentEvent(strapi, await ownedEvent(strapi, user, existing.documentId));
  await refuseOverLimit(strapi, user);
  const body = (raw && typeof raw === 'object' ? raw : {}) as Body;
  const created = await createEvent(strapi, user, body.event);
  await strapi.db
    .query(eventUid)
    .updateMany({ where: { documentId: created.id }, data: { sandboxCompanion: true } });
  return publishEvent(strapi, user, created.id);
}
