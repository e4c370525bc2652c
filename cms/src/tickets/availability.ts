import type { Core } from '@strapi/strapi';

import { ticketUid, waitlistUid } from './records';
import { seatsTaken } from './seats';
import { eventBySlug } from './tiers';

/** Public counts of one event: seats taken and left per tier, people waiting, "N going". No names. */
export async function availabilityOf(strapi: Core.Strapi, slug: string) {
  const event = await eventBySlug(strapi, slug);
  const taken = await seatsTaken(strapi.db.connection, event.documentId);
  const waitlist = strapi.db.query(waitlistUid);
  const tiers = await Promise.all(
    event.tiers.map(async (tier) => {
      const used = taken.get(tier.key) ?? 0;
      const left = tier.capacity === null ? null : Math.max(0, tier.capacity - used);
      const waiting = Number(
        await waitlist.count({
          where: { eventDocumentId: event.documentId, tierKey: tier.key, waitlistStatus: 'waiting' },
        }),
      );
      return { key: tier.key, capacity: tier.capacity, taken: used, left, soldOut: left === 0, waiting };
    }),
  );
  const going = Number(
    await strapi.db.query(ticketUid).count({
      where: { eventDocumentId: event.documentId, ticketStatus: { $in: ['issued', 'checked_in'] } },
    }),
  );
  return { eventSlug: event.slug, going, tiers };
}
