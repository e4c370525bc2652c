'use client';

import { useEffect } from 'react';

import { isChunkLoadError, reloadOnce } from '@/lib/updates/reload-guard';

const pollMs = 60 * 60 * 1000;

/**
 * New builds and broken chunks (SPEC 4, 8). The build id is polled hourly and whenever the tab comes
 * back; once it differs, the next click on a site link loads the page in full, so the visitor gets
 * the new build without losing what they are doing now. A failed chunk load reloads the page, at most
 * once per path within 10 s.
 */
export function UpdateWatcher() {
  useEffect(() => {
    const current = process.env.NEXT_PUBLIC_BUILD_ID;
    let outdated = false;

    const check = () =>
      fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' })
        .then((response) => (response.ok ? (response.json() as Promise<{ id?: string }>) : null))
        .then((latest) => {
          if (latest?.id && latest.id !== current) outdated = true;
        })
        .catch(() => undefined);

    const onVisible = () => document.visibilityState === 'visible' && void check();
    const onClick = (event: MouseEvent) => {
      if (!outdated || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest('a');
      if (!link || link.target || link.hasAttribute('download')) return;
      const url = new URL(link.href, location.href);
      if (url.origin !== location.origin) return;
      event.preventDefault();
      location.assign(url.href);
    };
    const onChunkError = (reason: unknown) => {
      if (isChunkLoadError(reason)) reloadOnce(sessionStorage, location.pathname);
    };
    const onRejection = (event: PromiseRejectionEvent) => onChunkError(event.reason);
    const onError = (event: ErrorEvent) => onChunkError(event.error);

    const timer = setInterval(() => void check(), pollMs);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    document.addEventListener('click', onClick, true);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    };
  }, []);
  return null;
}
