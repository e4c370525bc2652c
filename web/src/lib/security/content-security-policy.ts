// Relative, not '@/': next.config imports this file, and its loader knows no path aliases.
import { type AnalyticConfig, analyticsScripts } from '../analytics/scripts';
import { iconApiHosts } from '../icons/limits';

/**
 * Where each analytics product loads its script from and sends its hits to (the vendors' own CSP
 * guidance): only the products the website configuration turns on are allowed.
 */
function analyticsOrigins(config: AnalyticConfig | null) {
  const scripts = config ? analyticsScripts(config) : null;
  const script: string[] = [];
  const connect: string[] = [];
  if (scripts?.googleTag) {
    script.push('https://www.googletagmanager.com');
    connect.push(
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    );
  }
  if (scripts?.metaPixel) {
    script.push('https://connect.facebook.net');
    connect.push('https://connect.facebook.net', 'https://www.facebook.com');
  }
  if (scripts?.plausible) {
    const { origin } = new URL(scripts.plausible.src);
    script.push(origin);
    connect.push(origin);
  }
  return { script, connect };
}

/**
 * The site's Content-Security-Policy. Script and connect sources are the site itself and exactly the
 * analytics origins `analytic` enables; the browser also asks the public Iconify API for icons outside
 * the site's own collection (SPEC 9). `'unsafe-inline'` is the fallback for browsers before CSP 2: the
 * production server adds the hashes of the inline scripts Next and the site write to each HTML page's
 * policy, and never leaves it without one (web/server/inline-script-hashes.mjs, known-inline-scripts.mjs),
 * so a browser that understands hashes ignores it and refuses any other inline script. `next dev` needs
 * eval: only production uses this.
 */
export function contentSecurityPolicy({
  analytic,
  cmsMediaOrigin,
  framedBy = null,
}: {
  analytic: AnalyticConfig | null;
  cmsMediaOrigin: string;
  /** The one origin that may frame the page (the CMS admin's, for an editor's preview); else nobody. */
  framedBy?: string | null;
}): string {
  const origins = analyticsOrigins(analytic);
  return [
    "default-src 'self'",
    ['script-src', "'self'", "'unsafe-inline'", ...origins.script].join(' '),
    "style-src 'self' 'unsafe-inline'",
    // Editors' images come from the CMS; analytics pixels and embedded media are images from anywhere.
    `img-src 'self' data: blob: https: ${cmsMediaOrigin}`,
    "font-src 'self' data:",
    ['connect-src', "'self'", ...iconApiHosts, ...origins.connect].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    framedBy ? `frame-ancestors ${framedBy}` : "frame-ancestors 'none'",
  ].join('; ');
}
