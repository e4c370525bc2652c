import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { EventCard } from '@/components/event-card';
import { FallbackNote } from '@/components/fallback-note';
import { Markdown } from '@/components/markdown';
import { TitledSection } from '@/components/titled-section';
import { Link } from '@/i18n/navigation';
import { events } from '@/lib/cms/events';
import { hubs } from '@/lib/cms/hubs';
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
  const [t, allEvents] = await Promise.all([
    getTranslations({ locale, namespace: 'Hub' }),
    events.list(locale),
  ]);
  const hubEvents = allEvents.filter((event) => event.hub?.slug === hub.slug);

  return (
    <article>
      <header className="bg-zinc-900 px-4 py-16 text-white" lang={hub.isFallback ? hub.locale : undefined}>
        <div className="mx-auto max-w-5xl">
          {hub.isFallback && <FallbackNote />}
          <h1 className="text-4xl font-bold tracking-tight">{hub.name}</h1>
          <p className="mt-4 max-w-2xl text-lg text-zinc-200">{hub.summary}</p>
          {hub.city && (
            <p className="mt-4 text-sm text-zinc-300">
              {t('city')}: {hub.city}
            </p>
          )}
          {hub.website?.startsWith('https://') && (
            <p className="mt-2">
              <a
                href={hub.website}
                rel="noopener noreferrer"
                target="_blank"
                className="text-white underline"
              >
                {t('website')}
              </a>
            </p>
          )}
        </div>
      </header>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <div lang={hub.bodyLocale === locale ? undefined : hub.bodyLocale}>
          <Markdown>{hub.body}</Markdown>
        </div>
        <TitledSection id="hub-events" title={t('upcomingEvents')} className="mt-12">
          {hubEvents.length === 0 ? (
            <p className="mt-4 text-muted">{t('noEvents')}</p>
          ) : (
            <div className="mt-6 grid gap-6">
              {hubEvents.map((event) => (
                <EventCard key={event.slug} event={event} />
              ))}
            </div>
          )}
        </TitledSection>
        <p className="mt-10 text-sm">
          <Link href={routeHref('hubs')} className="text-link underline">
            {t('backToHubs')}
          </Link>
        </p>
      </div>
    </article>
  );
}
