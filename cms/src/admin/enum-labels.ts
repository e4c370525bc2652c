/**
 * What the admin shows for each stored choice value. Strapi's choice input asks its translations for a
 * message whose id is the value itself (`formatMessage({ id: value, defaultMessage: value })`), so these
 * are given to the admin as translations (app.tsx); the stored values stay as the site reads them. One
 * label per value: where a value is used by two fields it means the same in both. None of these ids is
 * one of Strapi's own (web/tests/unit/admin-enum-labels.test.ts checks both).
 */
export const enumLabels: Record<string, string> = {
  // Redirect rule: Kind of redirect
  permanent_301: 'Moved for good (301)',
  found_302: 'Moved for now (302)',
  temporary_307: 'Moved for now, keeping form posts (307)',
  permanent_308: 'Moved for good, keeping form posts (308)',

  // Ticket: Status
  pending: 'Waiting for the guest to confirm',
  issued: 'Issued',
  cancelled: 'Cancelled',
  checked_in: 'Checked in',

  // Waitlist entry: Status
  waiting: 'Waiting',
  offered: 'Seat offered',
  skipped: 'Skipped (got a ticket another way)',
  left: 'Left the waitlist',

  // Guide: Level
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',

  // Passkey: Device
  singleDevice: 'This device only',
  multiDevice: 'Synced across devices',

  // List of entries: What to list
  'upcoming-events': 'Upcoming events',
  'latest-posts': 'Latest blog posts',
  hubs: 'Hubs',
  guides: 'How-to guides',

  // Sections: side of the picture or screen
  start: 'Before the text (left in English)',
  end: 'After the text (right in English)',

  // Product screen: Frame
  phone: 'Phone',
  desktop: 'Browser window',

  // Product screen: Screen
  'ticket-with-qr': 'A ticket with its QR code',
  'check-in-ready': 'Door scanner: ready to scan',
  'check-in-checked-in': 'Door scanner: checked in',
  'check-in-already-checked-in': 'Door scanner: already checked in',
  'check-in-unknown-code': 'Door scanner: unknown code',
  'creator-pass-card': 'Creator pass card',
  'founder-pass-card': 'Founder pass card',
  'event-dashboard': "An organizer's guest list",
  'hub-page': 'A hub page',

  // Pictures drawn by the site, and feature icons
  app: 'App',
  community: 'Community',
  compare: 'Comparison',
  content: 'Content',
  donate: 'Donations',
  gate: 'Token gate',
  pass: 'Pass',
  tickets: 'Tickets',
  token: 'Token',
  wallet: 'Wallet',
  'check-in': 'Check-in',
  'arrow-right': 'Arrow',
  calendar: 'Calendar',
  heart: 'Heart',
  hub: 'Hub',
  lock: 'Lock',
  ticket: 'Ticket',

  // Social link: Platform
  x: 'X (Twitter)',
  telegram: 'Telegram',
  discord: 'Discord',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  github: 'GitHub',
};
