import { addAPIProvider, type IconifyJSON, setCustomIconsLoader } from '@iconify/react';

import { iconApiHosts, iconFetch, localIconUrl } from './limits';

let configured = false;

/**
 * Where client-side icons come from: the `belong` collection from the site's own route, every other
 * collection from the public Iconify API (SPEC 7 and 9 limits). Idempotent; call before rendering one.
 */
export function configureIconify(): void {
  if (configured) return;
  configured = true;
  addAPIProvider('', {
    resources: iconApiHosts,
    timeout: iconFetch.apiTimeoutMs,
    rotate: iconFetch.apiRotateMs,
    maxURL: iconFetch.maxUrlLength,
  });
  setCustomIconsLoader(async (names, prefix) => {
    try {
      const response = await fetch(localIconUrl(prefix, names), {
        signal: AbortSignal.timeout(iconFetch.localTimeoutMs),
      });
      return response.ok ? ((await response.json()) as IconifyJSON) : null;
    } catch {
      return null;
    }
  }, 'belong');
}
