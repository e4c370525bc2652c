import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { locale as rootLocale } from 'next/root-params';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import { ManageEvent } from '@/components/organizer/guests/manage-event';
import { SessionRefresh } from '@/components/organizer/guests/session-refresh.client';
import { asLocale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { guests, myEvent, OrganizerRefusal } from '@/lib/cms/organizer';
import { eventId, maxSearch } from '@/lib/organizer/guest-schemas';
import { routeMetadata } from '@/lib/seo/metadata';
import { routeHref } from '@/routes/match';
import { readAsVisitor } from '@/server/organizer/page-session';

type Props = PageProps<'/[locale]/account/events/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale(await rootLocale());
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: 'OrganizerGuests' });
  return routeMetadata({
    locale,
    name: 'account-events-manage',
    params: { id },
    title: t('title'),
    description: t('description'),
  });
}

/**
 * Rendered per request for the signed-in visitor, so the search works as a plain GET form. The CMS
 * answers the event and its guests to the organizer and co-hosts only; anyone else gets the same 404
 * as for an event that does not exist, and nobody signed in gets the sign-in prompt (never any data).
 */
export default async function ManageEventPage({ params, searchParams }: Props) {
  const locale = asLocale(await rootLocale());
  const { id } = await params;
  if (!eventId.safeParse(id).success) notFound();
  const raw = (await searchParams).q;
  const query = (typeof raw === 'string' ? raw : '').trim().slice(0, maxSearch);

  const read = await readAsVisitor(async (jwt) => {
    try {
      const [event, all, matches] = await Promise.all([
        myEvent(jwt, id),
        guests(jwt, id),
        query ? guests(jwt, id, { q: query }) : null,
      ]);
      return { event, all, shown: matches ?? all };
    } catch (error) {
      if (error instanceof OrganizerRefusal && error.reason === 'notFound') return null;
      throw error;
    }
  });
  if (read.kind === 'ready') {
    if (!read.value) notFound();
    return <ManageEvent locale={locale} query={query} {...read.value} />;
  }

  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'OrganizerGuests' }),
    getMessages({ locale }),
  ]);
  const signIn = (
    <p className="text-fg-soft">
      {t('signedOut')}{' '}
      <Link href={routeHref('sign-in')} className="font-medium text-link underline">
        {t('signIn')}
      </Link>
    </p>
  );
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6 py-4 sm:py-8">
      <h1 className="text-3xl font-bold tracking-tight text-balance text-fg">{t('title')}</h1>
      {read.kind === 'signedOut' ? (
        signIn
      ) : (
        <NextIntlClientProvider locale={locale} messages={{ OrganizerGuests: messages.OrganizerGuests }}>
          <SessionRefresh signIn={signIn} />
        </NextIntlClientProvider>
      )}
    </div>
  );
}
