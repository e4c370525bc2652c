import contentRules from '@belong/shared/content-rules.json';

import isoCountries from './iso-3166-countries.json';

/**
 * The rules a field's value must follow, each as a check that answers why a value breaks it, in words
 * an editor can act on (`null` when it is fine). The site reads the same link rule
 * (`@belong/shared/content-rules.json`), so what the CMS stores is what the site shows.
 */
export type Rule = (value: string) => string | null;

const siteLink = new RegExp(contentRules.siteLink.pattern);
const slugPattern = new RegExp(contentRules.slug.pattern);

/** Shown inside messages: long or multi-line values are cut so the message stays one line. */
const quoted = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}…` : value);

/** A button's, menu's or call to action's target. */
export const link: Rule = (value) =>
  siteLink.test(value) ? null : `A link must be ${contentRules.siteLink.words}: ${quoted(value)} is neither.`;

/** An address of another site (a website, a ticket shop, a source): only https. */
export const httpsUrl: Rule = (value) => {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url?.protocol === 'https:' && url.hostname && !/\s/.test(value)) return null;
  return `An address here must be a full address starting with https:// (like https://example.com/page): ${quoted(value)} is not.`;
};

// Node has had it since 18; the CMS compiles against ES2020's library, which does not declare it.
const supportedValuesOf = (key: string): string[] =>
  (Intl as unknown as { supportedValuesOf(key: string): string[] }).supportedValuesOf(key);

// Node's list of IANA zones leaves out the plain UTC zone, which is a fine answer too.
const timeZones = new Set([...supportedValuesOf('timeZone'), 'UTC']);
const zonesByPlace = new Map(
  [...timeZones].map((zone) => [
    zone
      .slice(zone.lastIndexOf('/') + 1)
      .replace(/_/g, ' ')
      .toLowerCase(),
    zone,
  ]),
);

/** A zone's IANA name; a city the editor named ("Lisbon time") is offered back as its zone. */
export const timeZone: Rule = (value) => {
  if (timeZones.has(value)) return null;
  const words = value.toLowerCase().split(/[^\p{L}]+/u);
  // A place's name may take up to three words (New York, Ho Chi Minh).
  const places = words.flatMap((_, at) => [1, 2, 3].map((count) => words.slice(at, at + count).join(' ')));
  const guess = places.map((place) => zonesByPlace.get(place)).find(Boolean);
  const hint = guess ? ` Did you mean ${guess}?` : '';
  return `${quoted(value)} is not a time zone: use its name from the IANA list, like Europe/Lisbon or America/New_York (or UTC).${hint}`;
};

const currencies = new Set(supportedValuesOf('currency'));

/** An ISO 4217 code: prices are written with it in every language. */
export const currency: Rule = (value) =>
  currencies.has(value)
    ? null
    : `${quoted(value)} is not a currency code: use the three capital letters of ISO 4217, like EUR, USD or JPY.`;

const countries = new Set<string>(isoCountries);

/** An ISO 3166-1 code: the site names the country in each language from it. */
export const country: Rule = (value) =>
  countries.has(value)
    ? null
    : `${quoted(value)} is not a country code: use the two capital letters of ISO 3166, like PT, DE or JP.`;

/** An entry's address: the same in every language. */
export const slug: Rule = (value) =>
  slugPattern.test(value) && value.length <= contentRules.slug.maxLength
    ? null
    : `A slug is ${contentRules.slug.words}, at most ${contentRules.slug.maxLength} characters: ${quoted(value)} is not.`;

const metaPixelPattern = new RegExp(contentRules.metaPixelId.pattern);
const googleAnalyticsPattern = new RegExp(contentRules.googleAnalyticsId.pattern);

/** Analytics IDs end up in script addresses: the site loads nothing for any other shape. */
export const metaPixelId: Rule = (value) =>
  metaPixelPattern.test(value)
    ? null
    : `A Meta pixel ID is ${contentRules.metaPixelId.words}: ${quoted(value)} is not.`;

export const googleAnalyticsId: Rule = (value) =>
  googleAnalyticsPattern.test(value)
    ? null
    : `A Google Analytics ID is ${contentRules.googleAnalyticsId.words}: ${quoted(value)} is not.`;
