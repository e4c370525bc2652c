import 'server-only';

import { siteName, siteUrl } from '@/config/site';
import { type Locale, languageTag } from '@/i18n/locales';
import type { BlogPost, Event, Media, WebsiteConfig } from '@/lib/cms/types';
import { socialLinks } from '@/lib/social-links';
import { localizedPath } from '@/routes/match';
import { type RouteName, routes } from '@/routes/table';

/** Structured data (schema.org) for search engines: what a result can show beyond title and text. */
export type JsonLdObject = { '@context': 'https://schema.org'; '@type': string; [key: string]: unknown };

const schema = 'https://schema.org';
const cmsMedia = (process.env.NEXT_PUBLIC_CMS_MEDIA_URL ?? '').replace(/\/$/, '');

const pageUrl = (name: RouteName, params: Record<string, string>, locale: Locale) =>
  `${siteUrl}${localizedPath(routes.find((route) => route.name === name)!.path, params, locale)}`;
const imageUrl = (media: Media | null) =>
  media ? [media.url.startsWith('http') ? media.url : `${cmsMedia}${media.url}`] : undefined;
const organisation = { '@type': 'Organization', name: siteName, url: siteUrl };

// `locale` is the page's; an entry's own `locale` is the language its text is in (English as a fallback).

/** The organisation behind the site (home page), with its social profiles as `sameAs`. */
export function organisationJsonLd(config: WebsiteConfig): JsonLdObject {
  const profiles = socialLinks(config.socialLinks).map((link) => link.href);
  return {
    '@context': schema,
    ...organisation,
    name: config.siteName,
    logo: `${siteUrl}/icon.svg`,
    sameAs: profiles.length > 0 ? profiles : undefined,
  };
}

export function eventJsonLd(event: Event, locale: Locale): JsonLdObject {
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
    eventStatus: `${schema}/EventScheduled`,
    eventAttendanceMode: `${schema}/${event.isOnline ? 'Online' : 'Offline'}EventAttendanceMode`,
    location: event.isOnline
      ? { '@type': 'VirtualLocation', url: event.onlineUrl?.startsWith('https://') ? event.onlineUrl : url }
      : { '@type': 'Place', name: event.venueName ?? undefined, address: event.venueAddress ?? undefined },
    organizer: event.hub
      ? {
          '@type': 'Organization',
          name: event.hub.name,
          url: pageUrl('hubs-hub_slug', { hub_slug: event.hub.slug }, locale),
        }
      : organisation,
    offers: event.tickets.map((tier) => ({
      '@type': 'Offer',
      name: tier.name,
      price: tier.price,
      priceCurrency: tier.currency,
      url,
    })),
  };
}

export function blogPostingJsonLd(post: BlogPost, locale: Locale): JsonLdObject {
  return {
    '@context': schema,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    url: pageUrl('blog-blog_slug', { blog_slug: post.slug }, locale),
    datePublished: post.publishedOn,
    inLanguage: languageTag(post.locale),
    image: imageUrl(post.cover),
    keywords: post.tags.length > 0 ? post.tags.join(', ') : undefined,
    author: post.author ? { '@type': 'Person', name: post.author } : organisation,
    publisher: organisation,
  };
}
