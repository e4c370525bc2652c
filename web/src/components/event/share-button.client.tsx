'use client';

import { useState, useSyncExternalStore } from 'react';

type ShareLabels = { share: string; copied: string; failed: string };

const noop = () => () => {};

/** The page's own address, without a fragment such as `#tickets` the visitor jumped to. */
const pageUrl = () => `${location.origin}${location.pathname}${location.search}`;

/**
 * Share: the device's share sheet where the browser has one (phones), otherwise the link is copied and
 * the copy announced in a live region (and shown beside the button).
 */
export function ShareButton({ title, labels }: { title: string; labels: ShareLabels }) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  // Disabled in the server HTML: before the script runs (or without it) the button could do nothing.
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );

  async function share() {
    const data = { title, url: pageUrl() };
    if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Any other refusal falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(data.url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <span className="inline-flex items-center gap-3">
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => void share()}
        className="inline-flex items-center gap-2 rounded-lg border border-line px-4 py-2 text-sm font-semibold text-fg hover:border-primary hover:text-link focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
        </svg>
        {labels.share}
      </button>
      <span role="status" className="text-sm text-muted">
        {status === 'copied' ? labels.copied : status === 'failed' ? labels.failed : ''}
      </span>
    </span>
  );
}
