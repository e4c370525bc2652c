import { notFound } from 'next/navigation';
import { locale as rootLocale } from 'next/root-params';
import { getTranslations } from 'next-intl/server';

import { EventCover } from '@/components/event/event-cover';
import { EventHeading } from '@/components/event/event-heading';
import { EventHosts } from '@/components/event/event-hosts';
import { EventSideCard } from '@/components/event/event-side-card';
import { EventWhen } from '@/components/event/event-when';
import { EventWhere } from '@/components/event/event-where';
import { Markdown } from '@/components/markdown';
import { draftAsEvent } from '@/components/organizer/draft-event';
import { OrganizerPage, organizerPageMetadata } from '@/components/organizer/organizer-page';
import { OrganizerPreviewBar } from '@/components/organizer/preview-bar';
import { SessionRefresh } from '@/components/organizer/session-refresh.client';
import { SignedOutPrompt } from '@/components/organizer/signed-out-prompt';
import { EventTickets } from '@/components/tickets/event-tickets';
import { TitledSection } from '@/components/titled-section';
import { asLocale } from '@/i18n/locales';
import { me } from '@/lib/cms/auth';
import { CmsError } from '@/lib/cms/errors';
import { myEvent, type OrganizedEvent, OrganizerRefusal } from '@/lib/cms/organizer';
import { eventIdInput } from '@/lib/organizer/schemas';
import { routeHref } from '@/routes/match';
import { readTokens } from '@/server/auth/cookies';

export const generateMetadata = organizerPageMetadata('account-events-preview', 'preview');
// Per visitor and never stored: the draft is read with the visitor's own session at every request.
export const dynamic = 'force-dynamic';

type Draft =
  | { kind: 'event'; event: OrganizedEvent; organizerName: string | null }
  | { kind: 'signedOut' }
  | { kind: 'renew' };

/** The draft, for its organizer and co-hosts only: anyone else's answer is the CMS's 404. */
async function readDraft(id: string): Promise<Draft> {
  if (!eventIdInput.safeParse({ id }).success) notFound();
  const { jwt, refreshToken } = await readTokens();
  if (!jwt) return refreshToken ? { kind: 'renew' } : { kind: 'signedOut' };
  try {
    const event = await myEvent(jwt, id);
    // "Hosted by" names the organizer; a co-host sees the page without that line.
    const organizerName = event.role === 'organizer' ? (await me(jwt)).username : null;
    return { kind: 'event', event, organizerName };
  } catch (error) {
    if (error instanceof OrganizerRefusal && error.reason === 'notFound') notFound();
    if (error instanceof CmsError && (error.status === 401 || error.status === 403)) {
      return refreshToken ? { kind: 'renew' } : { kind: 'signedOut' };
    }
    throw error;
  }
}

export default async function PreviewEventPage({
  params,
}: PageProps<'/[locale]/account/events/[id]/preview'>) {
  const { id } = await params;
  const locale = asLocale(await rootLocale());
  const draft = await readDraft(id);
  if (draft.kind !== 'event') {
    const signedOut = <SignedOutPrompt returnTo={routeHref('account-events-preview', { id })} />;
    return (
      <OrganizerPage copy="preview">
        {draft.kind === 'renew' ? <SessionRefresh loading={null} signedOut={signedOut} /> : signedOut}
      </OrganizerPage>
    );
  }
  const event = draftAsEvent(draft.event, draft.organizerName);
  const page = await getTranslations({ locale, namespace: 'EventPage' });
  return (
    <div className="grid gap-6 py-4">
      <OrganizerPreviewBar id={id} locale={locale} />
      {/* The public page's parts, with the draft's values; its ticket buttons do nothing here. */}
      <article className="mx-auto w-full max-w-2xl [word-break:auto-phrase] lg:max-w-none [&_[id]]:scroll-mt-24">
        <div className="grid gap-x-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="lg:sticky lg:top-24 lg:self-start">
            <EventCover event={event} />
            <EventSideCard event={event} locale={locale} placement="aside" />
          </div>
          <div className="mt-6 lg:mt-0">
            <EventHeading event={event} />
            <EventHosts event={event} locale={locale} />
            <div className="mt-8 grid gap-5 border-y border-line py-6">
              <EventWhen event={event} locale={locale} />
              <EventWhere event={event} locale={locale} />
            </div>
            <EventSideCard event={event} locale={locale} placement="inline" />
            {event.body && (
              <TitledSection id="about" title={page('about')} className="mt-10">
                <div className="mt-4">
                  <Markdown>{event.body}</Markdown>
                </div>
              </TitledSection>
            )}
            <fieldset disabled className="contents">
              <EventTickets event={event} locale={locale} />
            </fieldset>
          </div>
        </div>
      </article>
    </div>
  );
}
