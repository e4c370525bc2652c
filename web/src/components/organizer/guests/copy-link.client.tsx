'use client';

import { useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';

import { buttonVariants } from '@/components/ui/button';

const noop = () => () => {};

/** The public link in a read-only field (selectable without JavaScript) and a button that copies it. */
export function CopyLink({ url }: { url: string }) {
  const t = useTranslations('OrganizerGuests.overview');
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  // Disabled in the server HTML: before the script runs the button could do nothing.
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <input
          readOnly
          value={url}
          aria-label={t('publicLink')}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 basis-56 rounded-lg border border-line bg-surface-muted px-3 py-2 text-sm text-fg"
        />
        <button
          type="button"
          disabled={!hydrated}
          className={buttonVariants({ variant: 'secondary' })}
          onClick={() =>
            void navigator.clipboard.writeText(url).then(
              () => setStatus('copied'),
              () => setStatus('failed'),
            )
          }
        >
          {t('copyLink')}
        </button>
      </div>
      <p role="status" className="min-h-5 text-sm text-muted">
        {status === 'copied' ? t('copied') : status === 'failed' ? t('copyFailed') : ''}
      </p>
    </div>
  );
}
