'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

import { useHolderQuery } from '@/components/tickets/use-ticket-query';
import { Link } from '@/i18n/navigation';
import { createSiteClient } from '@/lib/trpc/client';
import { routeHref } from '@/routes/match';

import { CameraScanner } from './camera-scanner.client';
import type { Counts } from './scan-outcome';
import { ScanResult } from './scan-result';
import { TypedCodeForm } from './typed-code-form';
import { useCheckIn } from './use-check-in';

/**
 * The camera may be used only under the policy this page's own HTML response carries; a page reached by
 * a client-side navigation still runs under the previous page's `camera=()`. Load it afresh then.
 */
function useOwnDocument() {
  useEffect(() => {
    const loaded = performance.getEntriesByType('navigation')[0]?.name;
    if (loaded && new URL(loaded).pathname !== window.location.pathname) window.location.reload();
  }, []);
}

function Desk({ id, title, initialCounts }: { id: string; title: string; initialCounts: Counts }) {
  const t = useTranslations('CheckIn');
  const { shown, counts, waiting, submit } = useCheckIn(id, initialCounts);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <p className="text-lg font-semibold text-fg">{title}</p>
        <p data-testid="check-in-counts" className="text-fg-soft">
          <span aria-hidden="true" className="text-3xl font-bold text-fg tabular-nums">
            {counts.checkedIn} / {counts.issued}
          </span>{' '}
          <span className="sr-only">{t('counts', counts)}</span>
          <span aria-hidden="true">{t('countsLabel')}</span>
        </p>
      </div>
      <ScanResult shown={shown} />
      {waiting > 0 && (
        <p
          role="status"
          data-testid="check-in-waiting"
          className="rounded-lg bg-sky-100 p-3 text-sky-950 dark:bg-sky-950 dark:text-sky-100"
        >
          <strong>{t('waiting', { count: waiting })}</strong> {t('waitingHint')}
        </p>
      )}
      <CameraScanner onRead={(text) => void submit(text, 'camera')} />
      <TypedCodeForm onCode={(code) => void submit(code, 'typed')} />
    </div>
  );
}

/** The door's check-in for one event, for its hosts only: anyone else learns nothing about it. */
export function CheckInDesk({ id }: { id: string }) {
  const t = useTranslations('CheckIn');
  useOwnDocument();
  const [state] = useHolderQuery(() => createSiteClient().organizer.checkIn.event.query({ id }), id);
  if (state.kind === 'loading') return <p role="status">{t('loading')}</p>;
  if (state.kind === 'signedOut') {
    return (
      <p className="text-fg-soft">
        {t('signedOut')}{' '}
        <Link href={routeHref('sign-in')} className="font-medium text-link underline">
          {t('signIn')}
        </Link>
      </p>
    );
  }
  if (state.kind === 'notFound') return <p role="alert">{t('notFound')}</p>;
  if (state.kind === 'failed') return <p role="alert">{t('failed')}</p>;
  const { title, issued, checkedIn } = state.value;
  return <Desk id={id} title={title} initialCounts={{ issued, checkedIn }} />;
}
