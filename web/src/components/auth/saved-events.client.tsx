'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { asLocale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import type { SavedEvent } from '@/lib/auth/schemas';
import { notify } from '@/lib/toast';
import { createSiteClient } from '@/lib/trpc/client';

/** The account page's list of saved events, each with a way to remove it. */
export function SavedEvents() {
  const t = useTranslations('Auth.saved');
  const format = useFormatter();
  const locale = asLocale(useLocale());
  const [events, setEvents] = useState<SavedEvent[] | null>(null);

  useEffect(() => {
    createSiteClient()
      .account.savedEvents.query({ locale })
      .then(setEvents, () => setEvents([]));
  }, [locale]);

  async function remove(slug: string) {
    try {
      await createSiteClient().account.removeEvent.mutate({ slug });
      setEvents((list) => list?.filter((event) => event.slug !== slug) ?? null);
    } catch {
      notify('error', t('failed'));
    }
  }

  if (events === null) return <p role="status">{t('loading')}</p>;
  if (events.length === 0) return <p className="text-fg-soft">{t('empty')}</p>;
  return (
    <ul className="grid gap-3" data-testid="saved-events">
      {events.map((event) => (
        <li
          key={event.slug}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-4"
        >
          <div className="grid gap-1">
            <Link href={`/events/${event.slug}`} className="font-semibold text-link underline">
              {event.title}
            </Link>
            <span className="text-sm text-muted">
              {format.dateTime(new Date(event.startsAt), {
                dateStyle: 'medium',
                timeStyle: 'short',
                timeZone: event.timeZone,
              })}
            </span>
          </div>
          <button
            type="button"
            onClick={() => void remove(event.slug)}
            className="rounded-md border border-line px-3 py-1.5 text-sm font-medium text-fg-soft hover:border-primary"
            aria-label={t('removeNamed', { title: event.title })}
          >
            {t('remove')}
          </button>
        </li>
      ))}
    </ul>
  );
}
