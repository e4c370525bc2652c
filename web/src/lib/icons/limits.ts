/** SPEC 9: how long icon data may take, from the site's own route and from the public Iconify API. */
export const iconFetch = {
  /** `/api/_nuxt_icon/{collection}.json` (the `belong` collection). */
  localTimeoutMs: 1500,
  /** Give up on the public API after this long. */
  apiTimeoutMs: 5000,
  /** Ask the next API host when one has not answered after this long. */
  apiRotateMs: 750,
  /** Longer icon lists are split over several API requests. */
  maxUrlLength: 500,
} as const;

/** The public Iconify API and its mirrors, tried in this order. */
export const iconApiHosts = [
  'https://api.iconify.design',
  'https://api.simplesvg.com',
  'https://api.unisvg.com',
];

/** The site's own collection route (SPEC 7). */
export const localIconUrl = (prefix: string, names: string[]) =>
  `/api/_nuxt_icon/${prefix}.json?icons=${names.map(encodeURIComponent).join(',')}`;
