'use client';

import { useEffect, useState } from 'react';

import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { trackEvent } from '@/lib/analytics/track';
import { useUser } from '@/lib/auth/user-store';
import { notify } from '@/lib/toast';

type Labels = { save: string; saved: string; signInToSave: string; failed: string };

const client = () => import('@/lib/trpc/client').then(({ createSiteClient }) => createSiteClient());

/**
 * "Interested" on an event page: signed-in visitors save the event to their account (the list lives in
 * the CMS); others get a way to sign in. The page's HTML is the same for everyone: this decides in the
 * browser, and only a signed-in visitor's browser asks the site anything.
 */
export function SaveEventButton({ slug, locale, labels }: { slug: string; locale: Locale; labels: Labels }) {
  const state = useUser();
  const [saved, setSaved] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (state.status !== 'signed-in') return;
    let current = true;
    void client()
      .then((site) => site.account.savedEvents.query({ locale }))
      .then((list) => current && setSaved(list.some((event) => event.slug === slug)))
      .catch(() => current && setSaved(false));
    return () => {
      current = false;
    };
  }, [state.status, slug, locale]);

  if (state.status === 'anonymous') {
    return (
      <Link href="/sign-in" className="text-sm font-medium text-link underline">
        {labels.signInToSave}
      </Link>
    );
  }
  if (state.status !== 'signed-in' || saved === null) return null;

  async function toggle() {
    setBusy(true);
    try {
      const site = await client();
      if (saved) await site.account.removeEvent.mutate({ slug });
      else await site.account.saveEvent.mutate({ slug });
      if (!saved) trackEvent('Interested', { event: slug });
      setSaved(!saved);
    } catch {
      notify('error', labels.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      aria-pressed={saved}
      disabled={busy}
      onClick={() => void toggle()}
      className="inline-flex items-center gap-2 rounded-lg border border-line px-4 py-2 text-sm font-semibold text-fg hover:border-primary aria-pressed:border-primary aria-pressed:bg-primary-soft aria-pressed:text-link"
    >
      <span aria-hidden="true">{saved ? '★' : '☆'}</span>
      {saved ? labels.saved : labels.save}
    </button>
  );
}
