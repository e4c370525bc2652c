'use client';

type Plausible = ((
  event: string,
  options?: { props?: Record<string, string | number | boolean> },
) => void) & {
  q?: unknown[];
};

declare global {
  interface Window {
    plausible?: Plausible;
    dataLayer?: unknown[];
    fbq?: ((...args: unknown[]) => void) & { queue?: unknown[] };
  }
}

/** Sends a named event with properties to Plausible (queued until its script has loaded, if ever). */
export function trackEvent(name: string, props?: Record<string, string | number | boolean>): void {
  window.plausible ??= Object.assign((...args: unknown[]) => (window.plausible!.q ??= []).push(args), {});
  window.plausible(name, props ? { props } : undefined);
}
