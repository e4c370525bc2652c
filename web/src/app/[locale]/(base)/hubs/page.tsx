import { ContentCard } from '@/components/content-card';
import { marketingMetadata } from '@/components/marketing-page';
import { PageIntro } from '@/components/page-intro';
import { asLocale } from '@/i18n/locales';
import { hubs } from '@/lib/cms/hubs';
import { routeHref } from '@/routes/match';

export const generateMetadata = marketingMetadata('hubs', 'hubs');

export default async function HubsPage({ params }: PageProps<'/[locale]/hubs'>) {
  const locale = asLocale((await params).locale);
  const list = await hubs.list(locale);
  return (
    <>
      <PageIntro pageKey="hubs" />
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        {list.map((hub) => (
          <ContentCard
            key={hub.slug}
            href={routeHref('hubs-hub_slug', { hub_slug: hub.slug })}
            title={hub.name}
            summary={hub.summary}
            meta={hub.city}
            lang={hub.isFallback ? hub.locale : undefined}
          />
        ))}
      </div>
    </>
  );
}
