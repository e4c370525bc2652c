import 'server-only';

import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import type { Guest, OrganizedEvent } from '@/lib/cms/organizer';
import { routeHref } from '@/routes/match';

import { CoHostsForm } from './co-hosts-form.client';
import { EventOverview } from './event-overview';
import { GuestList } from './guest-list';
import { MessageGuests } from './message-guests.client';
import { recipientCount, sortGuests } from './sort-guests';

type ManageEventProps = {
  locale: Locale;
  event: OrganizedEvent;
  /** Every guest (for the counts), and the ones matching `query` when there is one. */
  all: Guest[];
  shown: Guest[];
  query: string;
};

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-xl border border-line p-4 sm:p-6">
      <h2 id={id} className="text-xl font-bold text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One event for its hosts: overview, guests, a message to all, and (for the organizer) co-hosts. */
export async function ManageEvent({ locale, event, all, shown, query }: ManageEventProps) {
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'OrganizerGuests' }),
    getMessages({ locale }),
  ]);
  return (
    <NextIntlClientProvider locale={locale} messages={{ OrganizerGuests: messages.OrganizerGuests }}>
      <div className="mx-auto grid w-full max-w-4xl gap-8 py-4 sm:py-8">
        <header className="grid gap-2">
          <Link href={routeHref('account-events')} className="text-sm font-medium text-link underline">
            {t('allEvents')}
          </Link>
          <h1 className="text-3xl font-bold tracking-tight text-balance break-words text-fg">
            {event.input.title}
          </h1>
          {event.role === 'coHost' && <p className="text-sm text-fg-soft">{t('coHostNote')}</p>}
        </header>
        <EventOverview event={event} locale={locale} />
        <GuestList
          eventId={event.id}
          locale={locale}
          timeZone={event.input.timeZone}
          guests={sortGuests(shown, locale)}
          total={all.length}
          query={query}
        />
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <Panel id="message-heading" title={t('message.heading')}>
            <MessageGuests eventId={event.id} recipients={recipientCount(all)} />
          </Panel>
          {event.role === 'organizer' && (
            <Panel id="co-hosts-heading" title={t('coHosts.heading')}>
              <CoHostsForm eventId={event.id} initial={event.coHosts} />
            </Panel>
          )}
        </div>
      </div>
    </NextIntlClientProvider>
  );
}
