'use client';

import Script from 'next/script';
import { useEffect, useState } from 'react';

import { useConsent } from '@/lib/analytics/consent';
import { type AnalyticConfig, analyticsScripts } from '@/lib/analytics/scripts';

/** The queue fbevents.js expects to find (Meta's loader snippet, without its inline script). */
function queueMetaPixel(id: string) {
  if (window.fbq) return;
  const queue: unknown[] = [];
  const fbq = Object.assign((...args: unknown[]) => queue.push(args), {
    queue,
    loaded: true,
    version: '2.0',
  });
  window.fbq = Object.assign(fbq, { push: fbq });
  window.fbq('init', id);
}

/**
 * Loads the configured analytics only once the visitor consents, and as soon as they do. The
 * configuration comes from `/api/config`; a failed fetch means no analytics, silently (SPEC 7).
 */
export function Analytics() {
  const consent = useConsent();
  const [config, setConfig] = useState<AnalyticConfig | null>(null);

  useEffect(() => {
    if (consent !== 'granted' || config) return;
    fetch('/api/config')
      .then((response) => (response.ok ? (response.json() as Promise<{ analytic: AnalyticConfig }>) : null))
      .then((body) => body && setConfig(body.analytic))
      .catch(() => undefined);
  }, [consent, config]);

  if (consent !== 'granted' || !config) return null;
  const { googleTag, metaPixel, plausible } = analyticsScripts(config);
  if (metaPixel) queueMetaPixel(metaPixel.id);
  return (
    <>
      {plausible && (
        <Script
          id="plausible"
          src={plausible.src}
          data-domain={window.location.host}
          strategy="afterInteractive"
        />
      )}
      {googleTag && (
        <Script
          id="google-tag"
          src={googleTag.src}
          strategy="afterInteractive"
          onLoad={() => {
            window.dataLayer ??= [];
            // gtag.js reads `arguments` objects from the data layer, not arrays.
            function gtag(..._args: unknown[]) {
              // eslint-disable-next-line prefer-rest-params
              window.dataLayer!.push(arguments);
            }
            gtag('js', new Date());
            gtag('config', googleTag.id);
          }}
        />
      )}
      {metaPixel && (
        <Script
          id="meta-pixel"
          src={metaPixel.src}
          strategy="afterInteractive"
          onReady={() => {
            window.fbq?.('track', 'PageView');
          }}
        />
      )}
    </>
  );
}
