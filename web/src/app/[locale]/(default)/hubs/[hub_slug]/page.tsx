import { notFound } from 'next/navigation';
import { getNow, getTranslations } from 'next-intl/server';

import { EventCardGrid } from '@/components/event/event-card-grid';
import { FallbackNote } from '@/components/fallback-note';
import { HubAvatar } from '@/components/hub/hub-avatar';
import { Markdown } from '@/components/markdown';
import { TitledSection } from '@/components/titled-section';
import { ButtonLink } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { events } from '@/lib/cms/events';
import { hubs } from '@/lib/cms/hubs';
import { regionName } from '@/lib/region-name';
import { detailRoute } from '@/lib/seo/detail-route';
import { routeHref } from '@/routes/match';

const route = detailRoute({
  collection: hubs,
  name: 'hubs-hub_slug',
  param: 'hub_slug',
  describe: (hub) => ({ title: hub.name, description: hub.summary }),
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function HubPage({ params }: PageProps<'/[locale]/hubs/[hub_slug]'>) {
  const { locale, entry: hub } = await route.entry(params);
  if (!hub) notFound();
  const [t, allEvents, now] = await Promise.all([
    getTranslations({ locale, namespace: 'Hub' }),
    events.list(locale),
    getNow(),
  ]);
  const hubEvents = allEvents.filter((event) => event.hub?.slug === hub.slug);
  const upcoming = hubEvents.filter((event) => Date.parse(event.endsAt) >= now.getTime());
  const past = hubEvents.filter((event) => Date.parse(event.endsAt) < now.getTime()).reverse();
  const next = upcoming[0];

  return (
    <article>
      {/* The padding sits inside the 6xl box, as in the header bar and the body below: the heading
          lines up with them instead of 16 px to their left. */}
      <header className="border-b border-line bg-linear-to-br from-primary-soft via-surface to-surface py-14">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 md:grid-cols-[3fr_2fr]">
          <div lang={hub.isFallback ? hub.locale : undefined}>
            {hub.isFallback && <FallbackNote />}
            <p className="text-sm font-semibold tracking-wide text-link uppercase">
              {[hub.city, regionName(hub.country, locale)].filter(Boolean).join(', ')}
            </p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{hub.name}</h1>
            <p className="mt-5 max-w-2xl text-lg text-pretty text-fg-soft">{hub.summary}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              {next && (
                <ButtonLink href={routeHref('events-event_slug', { event_slug: next.slug })} size="lg">
                  {t('nextEvent')}
                </ButtonLink>
              )}
              {hub.website?.startsWith('https://') && (
                <ButtonLink href={hub.website} size="lg" variant="secondary">
                  {t('visitWebsite')}
                </ButtonLink>
              )}
            </div>
          </div>
          {/* The hub's own face (its picture, else its initials on its colour), never a drawing shared by
              every hub. */}
          <HubAvatar
            slug={hub.slug}
            name={hub.name}
            image={hub.cover}
            className="mx-auto size-40 rounded-[2.5rem] text-5xl shadow-lg sm:size-48"
          />
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <div className="max-w-3xl" lang={hub.bodyLocale === locale ? undefined : hub.bodyLocale}>
          <Markdown>{hub.body}</Markdown>
        </div>
        <TitledSection id="hub-events" title={t('upcomingEvents')} className="mt-12">
          {upcoming.length === 0 ? (
            <p className="mt-4 text-muted">{t('noEvents')}</p>
          ) : (
            <EventCardGrid events={upcoming} showHub={false} />
          )}
        </TitledSection>
        <section
          aria-labelledby="hub-join"
          className="mt-12 rounded-3xl bg-primary-800 px-6 py-10 text-white dark:bg-primary-900"
        >
          <h2 id="hub-join" className="text-2xl font-bold tracking-tight">
            {t('join', { hub: hub.name })}
          </h2>
          <p className="mt-3 max-w-2xl text-primary-100">{t('joinText')}</p>
          {next && (
            <ButtonLink
              href={routeHref('events-event_slug', { event_slug: next.slug })}
              variant="inverse"
              size="lg"
              className="mt-6"
            >
              {t('nextEvent')}
            </ButtonLink>
          )}
        </section>
        {past.length > 0 && (
          <TitledSection id="hub-past" title={t('pastEvents')} className="mt-12">
            <EventCardGrid events={past} showHub={false} />
          </TitledSection>
        )}
        <p className="mt-10 text-sm">
          <Link href={routeHref('hubs')} className="text-link underline">
            {t('backToHubs')}
          </Link>
        </p>
      </div>
    </article>
  );
}
