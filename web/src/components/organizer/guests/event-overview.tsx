import 'server-only';

import { getFormatter, getTranslations } from 'next-intl/server';

import { Badge } from '@/components/ui/badge';
import { ButtonLink, buttonVariants } from '@/components/ui/button';
import { siteUrl } from '@/config/site';
import type { Locale } from '@/i18n/locales';
import type { OrganizedEvent } from '@/lib/cms/organizer';
import { localizedPath, routeHref } from '@/routes/match';

import { CopyLink } from './copy-link.client';

function Count({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="grid gap-0.5 rounded-lg border border-line p-3">
      <dt className="text-sm text-fg-soft">{label}</dt>
      <dd className="text-2xl font-bold text-fg tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Status, date, the public link, the counts and the way to edit and to the door. */
export async function EventOverview({ event, locale }: { event: OrganizedEvent; locale: Locale }) {
  const [t, tStatus, format] = await Promise.all([
    getTranslations({ locale, namespace: 'OrganizerGuests.overview' }),
    getTranslations({ locale, namespace: 'OrganizerGuests.eventStatus' }),
    getFormatter({ locale }),
  ]);
  const { input, counts } = event;
  const isPublic = event.status !== 'draft' && !event.hidden;
  const publicUrl = `${siteUrl}${localizedPath(routeHref('events-event_slug', { event_slug: event.slug }), {}, locale)}`;
  const when = format.dateTimeRange(new Date(input.startsAt), new Date(input.endsAt), {
    timeZone: input.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <section aria-label={t('when')} className="grid gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={event.status === 'draft' ? 'neutral' : 'success'}>{tStatus(event.status)}</Badge>
        {event.hidden && <Badge tone="neutral">{tStatus('hidden')}</Badge>}
      </div>
      <p className="text-fg-soft">
        <span className="sr-only">{t('when')}: </span>
        <time dateTime={input.startsAt}>{when}</time> <span className="text-muted">({input.timeZone})</span>
      </p>
      <div className="grid gap-2">
        <h2 className="text-sm font-semibold text-fg">{t('publicLink')}</h2>
        {isPublic ? <CopyLink url={publicUrl} /> : <p className="text-sm text-muted">{t('notPublished')}</p>}
      </div>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <Count label={t('issued')} value={format.number(counts.issued)} testId="count-issued" />
        <Count label={t('checkedIn')} value={format.number(counts.checkedIn)} testId="count-checked-in" />
        <Count
          label={t('capacity')}
          value={counts.capacity === null ? t('unlimited') : format.number(counts.capacity)}
          testId="count-capacity"
        />
      </dl>
      <div className="flex flex-wrap gap-3">
        {event.role === 'organizer' && (
          <ButtonLink href={routeHref('account-events-edit', { id: event.id })} variant="secondary">
            {t('edit')}
          </ButtonLink>
        )}
        {/* A full page load, not a client navigation: the door's page alone may use the camera, and a
            document's Permissions-Policy is fixed when it loads. */}
        <a
          href={localizedPath(routeHref('account-events-check-in', { id: event.id }), {}, locale)}
          className={buttonVariants()}
        >
          {t('checkIn')}
        </a>
      </div>
    </section>
  );
}
