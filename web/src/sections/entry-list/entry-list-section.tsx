import { getNow } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { z } from 'zod';

import { EventCard } from '@/components/event-card';
import { GuideCard } from '@/components/guide-card';
import { HubCard } from '@/components/hub-card';
import { PostCard } from '@/components/post-card';
import { ButtonLink } from '@/components/ui/button';
import { SectionShell } from '@/components/ui/section-shell';
import type { Locale } from '@/i18n/locales';
import { blogPosts } from '@/lib/cms/blog';
import { events } from '@/lib/cms/events';
import { howToGuides } from '@/lib/cms/how-to';
import { hubs } from '@/lib/cms/hubs';

import type { SectionProps } from '../section';
import type { entryListSchema } from './schema';

type Kind = z.output<typeof entryListSchema>['kind'];

/** The cards of one kind, newest or soonest first; each read is tagged, so a publish refreshes this page. */
async function cards(kind: Kind, locale: Locale, limit: number): Promise<ReactNode[]> {
  switch (kind) {
    case 'upcoming-events': {
      const now = (await getNow()).getTime();
      const upcoming = (await events.list(locale)).filter((event) => Date.parse(event.endsAt) >= now);
      return upcoming.slice(0, limit).map((event) => <EventCard key={event.slug} event={event} />);
    }
    case 'latest-posts':
      return (await blogPosts.list(locale))
        .slice(0, limit)
        .map((post) => <PostCard key={post.slug} post={post} headingLevel={3} />);
    case 'hubs':
      return (await hubs.list(locale))
        .slice(0, limit)
        .map((hub) => <HubCard key={hub.slug} hub={hub} headingLevel={3} />);
    case 'guides':
      return (await howToGuides.list(locale))
        .slice(0, limit)
        .map((guide) => <GuideCard key={guide.slug} guide={guide} headingLevel={3} />);
  }
}

export async function EntryListSection({ data, context }: SectionProps<z.output<typeof entryListSchema>>) {
  const items = await cards(data.kind, context.locale, data.limit);
  // An empty list says nothing useful to a visitor; the link to the full list still helps.
  if (items.length === 0 && !data.link) return null;
  return (
    <SectionShell id={context.headingId} heading={data.heading} lead={data.lead}>
      {items.length > 0 && <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">{items}</div>}
      {data.link && (
        <ButtonLink href={data.link.href} variant="ghost" className="mt-6 px-0">
          {data.link.label}
        </ButtonLink>
      )}
    </SectionShell>
  );
}
