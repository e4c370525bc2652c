import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/icon';
import type { Locale } from '@/i18n/locales';
import type { Event } from '@/lib/cms/types';

/** A plain search link to OpenStreetMap: no embedded third-party map, no request until the visitor asks. */
function mapLink(venue: string | null, address: string): string {
  const query = [venue, address].filter(Boolean).join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

const tileClass =
  'flex size-12 shrink-0 items-center justify-center rounded-lg border border-line text-muted';

/**
 * The venue with a map link, or "Online". The join link of an online event is for ticket holders only,
 * so it never appears on this public page.
 */
export async function EventWhere({ event, locale }: { event: Event; locale: Locale }) {
  const [t, legacy] = await Promise.all([
    getTranslations({ locale, namespace: 'EventPage' }),
    getTranslations({ locale, namespace: 'Event' }),
  ]);
  const online = !event.venueName && !event.venueAddress;

  return (
    <div className="flex gap-4">
      <span className={tileClass} aria-hidden="true">
        {online ? (
          <Icon name="globe" className="size-5" />
        ) : (
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
            <circle cx="12" cy="9.5" r="2.5" />
          </svg>
        )}
      </span>
      <div className="min-w-0">
        <h2 className="sr-only">{t('where')}</h2>
        {online ? (
          <>
            <p className="font-semibold">{legacy('online')}</p>
            <p className="text-fg-soft">{t('onlineNote')}</p>
          </>
        ) : (
          <>
            <p className="font-semibold">{event.venueName ?? event.venueAddress}</p>
            {event.venueName && event.venueAddress && <p className="text-fg-soft">{event.venueAddress}</p>}
            {event.venueAddress && (
              <a
                href={mapLink(event.venueName, event.venueAddress)}
                rel="noopener noreferrer"
                target="_blank"
                className="mt-1 inline-block text-sm font-medium text-link underline underline-offset-4 print:hidden"
              >
                {t('openMap')}
              </a>
            )}
          </>
        )}
      </div>
    </div>
  );
}
