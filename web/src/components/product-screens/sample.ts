import { siteUrl } from '@/config/site';

/*
 * The fixed facts behind every product screen. Words (event, names, perks) come from the `ProductScreens`
 * messages, so each language has its own; instants are formatted per locale in UTC, so 19:00 reads as
 * 19:00 everywhere and the prerendered page never depends on the build machine's clock or zone.
 */
export const sample = {
  /** The code the pictured ticket's QR encodes: a shape no real ticket has, so a scan finds nothing. */
  ticketCode: 'SAMPLE-7K4Q-2MXD',
  startsAt: new Date('2027-05-21T19:00:00Z'),
  endsAt: new Date('2027-05-21T23:00:00Z'),
  secondEventAt: new Date('2027-06-11T18:30:00Z'),
  checkedInAt: new Date('2027-05-21T19:12:00Z'),
  memberSince: new Date('2026-03-01T12:00:00Z'),
  counts: { issued: 128, checkedIn: 86, capacity: 150 },
  founder: { number: 42, total: 500 },
  hubMembers: 1240,
  timeZone: 'UTC',
} as const;

/** The site's own host, as the desktop frame's address bar shows it. */
export const sampleHost = new URL(siteUrl).host;
