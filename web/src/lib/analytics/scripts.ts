/** The analytic section of the website configuration (SPEC 3). */
export type AnalyticConfig = {
  meta_pixel_id: string;
  google_analytics_id: string;
  plausible_enabled: boolean;
  plausible_api_host: string;
};

const plausibleExtensions = [
  'file-downloads',
  'outbound-links',
  'pageview-props',
  'revenue',
  'tagged-events',
];

/**
 * The third-party scripts a configuration asks for. Values from the CMS end up in script URLs, so
 * each is checked against the shape it must have; anything else loads nothing.
 */
export function analyticsScripts(config: AnalyticConfig) {
  // The CMS asks for the same shapes at save (@belong/shared/content-rules.json); written out here so
  // the browser's bundle does not carry the whole rules file.
  const gaId = /^(G|UA|GT|AW)-[A-Z0-9-]{4,20}$/.test(config.google_analytics_id)
    ? config.google_analytics_id
    : null;
  const pixelId = /^\d{5,20}$/.test(config.meta_pixel_id) ? config.meta_pixel_id : null;
  let plausibleSrc: string | null = null;
  if (config.plausible_enabled && config.plausible_api_host) {
    try {
      const host = new URL(config.plausible_api_host);
      if (host.protocol === 'https:' || host.hostname === 'localhost') {
        plausibleSrc = `${host.origin}/js/script.${plausibleExtensions.join('.')}.js`;
      }
    } catch {
      plausibleSrc = null;
    }
  }
  return {
    googleTag: gaId && { id: gaId, src: `https://www.googletagmanager.com/gtag/js?id=${gaId}` },
    metaPixel: pixelId && { id: pixelId, src: 'https://connect.facebook.net/en_US/fbevents.js' },
    plausible: plausibleSrc && { src: plausibleSrc },
  };
}
