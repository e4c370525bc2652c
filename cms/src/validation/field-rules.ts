import {
  country,
  currency,
  googleAnalyticsId,
  httpsUrl,
  link,
  metaPixelId,
  slug,
  timeZone,
  type Rule,
} from './rules';

/** A check of one stored value, whatever its type: `null` when it is fine. */
export type FieldCheck = (value: unknown) => string | null;

/** A text rule for a field: empty is left to the field's `required`, other types to Strapi's own checks. */
const text =
  (rule: Rule): FieldCheck =>
  (value) =>
    typeof value === 'string' && value !== '' ? rule(value) : null;

/** A blog tag's words (the `blog.tag` component; blog-tags/tidy-tag-labels.ts trims them first). */
const tagLabel: FieldCheck = (value) =>
  typeof value === 'string' && value.trim() !== ''
    ? null
    : 'A tag cannot be empty: write a word or two (like "Events"), or remove the tag.';

/**
 * Which fields of which content types and components follow which rule. Components are checked wherever
 * they are used (a link in a hero, a plan, a call-to-action band, an entry list).
 */
export const fieldRules: Record<string, Record<string, FieldCheck>> = {
  'elements.link': { href: text(link) },
  'elements.plan': { currency: text(currency) },
  'elements.comparison-row': { sourceUrl: text(httpsUrl) },
  'event.host': { url: text(httpsUrl) },
  'event.ticket-tier': { currency: text(currency), checkoutUrl: text(httpsUrl) },
  'shared.social-link': { url: text(httpsUrl) },
  'shared.analytic': {
    meta_pixel_id: text(metaPixelId),
    google_analytics_id: text(googleAnalyticsId),
    plausible_api_host: text(httpsUrl),
  },
  'blog.tag': { label: tagLabel },
  'api::blog-post.blog-post': { slug: text(slug) },
  'api::how-to-guide.how-to-guide': { slug: text(slug) },
  'api::demo.demo': { slug: text(slug), ctaUrl: text(link) },
  'api::event.event': {
    slug: text(slug),
    timeZone: text(timeZone),
    onlineUrl: text(httpsUrl),
    checkoutUrl: text(httpsUrl),
  },
  'api::hub.hub': { slug: text(slug), country: text(country), website: text(httpsUrl) },
};

/** The content types whose slug is an entry's address: no two entries may share one. */
export const sluggedTypes = new Set([
  'api::blog-post.blog-post',
  'api::how-to-guide.how-to-guide',
  'api::demo.demo',
  'api::event.event',
  'api::hub.hub',
]);
