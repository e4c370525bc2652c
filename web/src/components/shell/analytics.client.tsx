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
 * Runs `task` once the page has loaded and the browser is idle; returns its cancellation. Visitors
 * outside Europe count as consented from the start, so without this every page load would ask the
 * server (and the server the CMS) for the configuration while the page is still being put together.
 */
function whenIdleAfterLoad(task: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: 2000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      // Safari has no idle callback: after the load event is idle enough.
      const id = setTimeout(task, 0);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
  } else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}

/**
 * Loads the configured analytics only once the visitor consents, and as soon as they do once the page
 * has loaded. The configuration comes from `/api/config`, read live rather than from the page (a
 * prerendered page keeps an older copy for a request after an editor's change); a failed fetch means
 * no analytics, silently (SPEC 7).
 */
export function Analytics() {
  const consent = useConsent();
  const [config, setConfig] = useState<AnalyticConfig | null>(null);

  useEffect(() => {
    if (consent !== 'granted' || config) return;
    return whenIdleAfterLoad(() => {
      fetch('/api/config')
        .then((response) => (response.ok ? (response.json() as Promise<{ analytic: AnalyticConfig }>) : null))
        .then((body) => body && setConfig(body.analytic))
        .catch(() => undefined);
    });
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
