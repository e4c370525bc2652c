/** The product illustrations an editor can pick for a hero or a media section (same list in the CMS). */
export const illustrationNames = [
  'tickets',
  'check-in',
  'wallet',
  'community',
  'pass',
  'gate',
  'content',
  'token',
  'compare',
  'donate',
  'app',
] as const;

export type IllustrationName = (typeof illustrationNames)[number];
