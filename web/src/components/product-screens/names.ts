/** The product screens an editor can pick for a section or a hero (the same list in the CMS schemas). */
export const screenNames = [
  'ticket-with-qr',
  'check-in-ready',
  'check-in-checked-in',
  'check-in-already-checked-in',
  'check-in-unknown-code',
  'creator-pass-card',
  'founder-pass-card',
  'event-dashboard',
  'hub-page',
] as const;

export type ScreenName = (typeof screenNames)[number];

export const frameNames = ['phone', 'desktop'] as const;

export type FrameName = (typeof frameNames)[number];
