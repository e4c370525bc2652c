import 'server-only';

import type {
  BlogPosting,
  Event as SchemaEvent,
  FAQPage,
  HowTo,
  Organization,
  Thing,
  WithContext,
} from 'schema-dts';

import { siteUrl } from '@/config/site';
import { type Locale, languageTag } from '@/i18n/locales';
import type { BlogPost, Event, HowToGuide, Media, SectionData, WebsiteConfig } from '@/lib/cms/types';
import { orderedSteps } from '@/lib/reading-time';
import { socialLinks } from '@/lib/social-links';
import { localizedPath } from '@/routes/match';
import { faqSchema } from '@/sections/faq/schema';
import { type RouteName, routes } from '@/routes/table';

/** Structured data (schema.org, typed by schema-dts) for search engines: what a result can show. */
export type JsonLdObject = WithContext<Thing>;

const schema = 'https://schema.org';
const cmsMedia = (process.env.NEXT_PUBLIC_CMS_MEDIA_URL ?? '').replace(/\/$/, '');

const pageUrl = (name: RouteName, params: Record<string, string>, locale: Locale) =>
  `${siteUrl}${localizedPath(routes.find((route) => route.name === name)!.path, params, locale)}`;
const imageUrl = (media: Media | null) =>
  media ? [media.url.startsWith('http') ? media.url : `${cmsMedia}${media.url}`] : undefined;
const organisation = (siteName: string): Organization => ({
  '@type': 'Organization',
  name: siteName,
  url: siteUrl,
});

// `locale` is the page's; an entry's own `locale` is the language its text is in (English as a fallback).

/** The organisation behind the site (home page), with its social profiles as `sameAs`. */
export function organisationJsonLd(config: WebsiteConfig): WithContext<Organization> {
  const profiles = socialLinks(config.socialLinks).map((link) => link.href);
  return {
    '@context': schema,
    '@type': 'Organization',
    url: siteUrl,
    name: config.siteName,
    logo: `${siteUrl}/icon.svg`,
    sameAs: profiles.length > 0 ? profiles : undefined,
    // The operator as the website configuration names it (footer, terms, privacy).
    legalName: config.operator?.name,
    address: config.operator?.address?.replaceAll('\n', ', ') ?? undefined,
    email: config.operator?.email ?? undefined,
  };
}

export function eventJsonLd(event: Event, locale: Locale, siteName: string): WithContext<SchemaEvent> {
  const url = pageUrl('events-event_slug', { event_slug: event.slug }, locale);
  return {
    '@context': schema,
    '@type': 'Event',
    name: event.title,
    description: event.summary,
    url,
    startDate: event.startsAt,
    endDate: event.endsAt,
    inLanguage: languageTag(event.locale),
    image: imageUrl(event.cover),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: event.isOnline
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: event.isOnline
      ? { '@type': 'VirtualLocation', url }
      : { '@type': 'Place', name: event.venueName ?? undefined, address: event.venueAddress ?? undefined },
    organizer: event.hub
      ? {
          '@type': 'Organization',
          name: event.hub.name,
          url: pageUrl('hubs-hub_slug', { hub_slug: event.hub.slug }, locale),
        }
      : organisation(siteName),
    offers: event.tickets.map((tier) => ({
      '@type': 'Offer',
      name: tier.name,
      price: tier.price,
      priceCurrency: tier.currency,
      url,
    })),
  };
}

export function blogPostingJsonLd(
  post: BlogPost,
  locale: Locale,
  siteName: string,
): WithContext<BlogPosting> {
  return {
    '@context': schema,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    url: pageUrl('blog-blog_slug', { blog_slug: post.slug }, locale),
    datePublished: post.publishedOn,
    inLanguage: languageTag(post.locale),
    image: imageUrl(post.cover),
    keywords: post.tags.length > 0 ? post.tags.map(({ label }) => label).join(', ') : undefined,
    author: post.author ? { '@type': 'Person', name: post.author } : organisation(siteName),
    publisher: organisation(siteName),
  };
}

/** Markdown reduced to the words a reader sees (link text kept, syntax dropped). */
const plainText = (markdown: string) =>
  markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]/g, '')
    .trim();

/** FAQPage data from a page's FAQ sections (questions and answers as the page shows them). */
export function faqJsonLd(sections: SectionData[], locale: Locale): WithContext<FAQPage> | null {
  const items = sections
    .filter((section) => section.type === 'sections.faq')
    .flatMap((section) => faqSchema.safeParse(section.fields).data?.items ?? []);
  if (items.length === 0) return null;
  return {
    '@context': schema,
    '@type': 'FAQPage',
    inLanguage: languageTag(locale),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) },
    })),
  };
}

/** HowTo data for a guide: its numbered steps and the time it takes. */
export function howToJsonLd(guide: HowToGuide, locale: Locale): WithContext<HowTo> {
  return {
    '@context': schema,
    '@type': 'HowTo',
    name: guide.title,
    description: guide.summary,
    url: pageUrl('how-to-slug', { slug: guide.slug }, locale),
    inLanguage: languageTag(guide.bodyLocale),
    totalTime: guide.durationMinutes ? `PT${guide.durationMinutes}M` : undefined,
    step: orderedSteps(guide.body).map((text, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      text,
    })),
  };
}
