import type { Locale } from '@/i18n/locales';

import { isKnownTimeZone, isoToZoned, zonedToIso } from './zoned-time';

/**
 * The organizer's event form: its values as the inputs hold them (strings), the input the CMS takes, and
 * the field rules both sides check. The browser checks them for speed; the site's procedure checks them
 * again, and the CMS has the last word (its codes are the same).
 */

export const fieldErrorCodes = [
  'required',
  'tooLong',
  'endBeforeStart',
  'inPast',
  'unknownTimeZone',
  'capacityTooLow',
  'notHttps',
  'notImage',
  'imageTooLarge',
  'tooManyTiers',
  'noTiers',
  'venueOrOnline',
  'belowTaken',
  'tierHasTickets',
  'checkoutNeeded',
  'invalid',
] as const;
export type FieldCode = (typeof fieldErrorCodes)[number];
export type FieldProblem = { path: string; code: FieldCode };

export const maxTiers = 10;
export const maxPerPerson = 10;
export const coverMaxBytes = 5 * 1024 * 1024;
export const coverTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

// The CMS's own limits (cms/src/organizer/validate.ts), so both sides name the same fields.
export const limits = {
  title: 200,
  summary: 500,
  description: 20_000,
  venueName: 200,
  venueAddress: 300,
  city: 120,
  onlineUrl: 300,
  checkoutUrl: 500,
  coverAlt: 300,
  tierName: 120,
} as const;

export type TierValues = {
  key?: string;
  name: string;
  free: boolean;
  price: string;
  currency: string;
  unlimited: boolean;
  capacity: string;
  perPerson: string;
};

export type FormValues = {
  title: string;
  summary: string;
  description: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  where: 'venue' | 'online';
  venueName: string;
  venueAddress: string;
  city: string;
  onlineUrl: string;
  cover: { id: number; url: string } | null;
  coverAlt: string;
  tiers: TierValues[];
  checkoutUrl: string;
};

export type TierInputValue = {
  key?: string;
  name: string;
  price: number | null;
  currency: string;
  capacity: number | null;
  perPerson: number;
};

export type EventInputValue = {
  locale: Locale;
  title: string;
  summary: string;
  description: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  venueName: string | null;
  venueAddress: string | null;
  city: string | null;
  onlineUrl: string | null;
  coverId: number | null;
  coverAlt: string | null;
  tiers: TierInputValue[];
  /** Where the paid tiers' *Buy* sends people: the site takes no payments. */
  checkoutUrl: string | null;
};

export const emptyTier = (): TierValues => ({
  name: '',
  free: true,
  price: '',
  currency: 'EUR',
  unlimited: false,
  capacity: '50',
  perPerson: '1',
});

export function emptyForm(timeZone: string): FormValues {
  return {
    title: '',
    summary: '',
    description: '',
    startsAt: '',
    endsAt: '',
    timeZone,
    where: 'venue',
    venueName: '',
    venueAddress: '',
    city: '',
    onlineUrl: '',
    cover: null,
    coverAlt: '',
    tiers: [emptyTier()],
    checkoutUrl: '',
  };
}

const text = (value: string) => value.trim();
const orNull = (value: string) => value.trim() || null;
/** A number typed into a field; NaN stays NaN so the rules can name it. */
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.replace(',', '.')));

/** What the form sends: trimmed text, times with the zone's offset, only the chosen kind of place. */
export function toEventInput(values: FormValues, locale: Locale): EventInputValue {
  const online = values.where === 'online';
  return {
    locale,
    title: text(values.title),
    summary: text(values.summary),
    description: text(values.description),
    startsAt: zonedToIso(values.startsAt, values.timeZone) ?? values.startsAt,
    endsAt: zonedToIso(values.endsAt, values.timeZone) ?? values.endsAt,
    timeZone: values.timeZone,
    venueName: online ? null : orNull(values.venueName),
    venueAddress: online ? null : orNull(values.venueAddress),
    city: online ? null : orNull(values.city),
    onlineUrl: online ? orNull(values.onlineUrl) : null,
    coverId: values.cover?.id ?? null,
    coverAlt: values.cover ? orNull(values.coverAlt) : null,
    tiers: values.tiers.map((tier) => ({
      ...(tier.key ? { key: tier.key } : {}),
      name: text(tier.name),
      price: tier.free ? null : numberOf(tier.price),
      currency: tier.currency.trim().toUpperCase() || 'EUR',
      capacity: tier.unlimited ? null : numberOf(tier.capacity),
      perPerson: numberOf(tier.perPerson),
    })),
    // Like the place: only sent when a tier is paid, so switching every tier to free clears it.
    checkoutUrl: values.tiers.some((tier) => !tier.free) ? orNull(values.checkoutUrl) : null,
  };
}

/** The form's values for an event the CMS already holds (the edit form). */
export function toFormValues(input: EventInputValue & { cover: { url: string } | null }): FormValues {
  return {
    title: input.title,
    summary: input.summary,
    description: input.description,
    startsAt: isoToZoned(input.startsAt, input.timeZone),
    endsAt: isoToZoned(input.endsAt, input.timeZone),
    timeZone: input.timeZone,
    where: input.onlineUrl ? 'online' : 'venue',
    venueName: input.venueName ?? '',
    venueAddress: input.venueAddress ?? '',
    city: input.city ?? '',
    onlineUrl: input.onlineUrl ?? '',
    cover: input.cover && input.coverId !== null ? { id: input.coverId, url: input.cover.url } : null,
    coverAlt: input.coverAlt ?? '',
    tiers: input.tiers.map((tier) => ({
      ...(tier.key ? { key: tier.key } : {}),
      name: tier.name,
      free: !tier.price,
      price: tier.price ? String(tier.price) : '',
      currency: tier.currency,
      unlimited: tier.capacity === null,
      capacity: tier.capacity === null ? '' : String(tier.capacity),
      perPerson: String(tier.perPerson),
    })),
    checkoutUrl: input.checkoutUrl ?? '',
  };
}

function isHttpsUrl(value: string): 'ok' | 'notHttps' | 'invalid' {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:') return 'notHttps';
    return url.hostname.includes('.') ? 'ok' : 'invalid';
  } catch {
    return /^[a-z]+:/i.test(value) ? 'notHttps' : 'invalid';
  }
}

/**
 * Every rule the input breaks, in the form's order (the first is where focus goes). `now` decides
 * "in the past"; an event already under way may keep its start when edited (`allowPastStart`).
 */
export function checkEventInput(
  input: EventInputValue,
  { now = Date.now(), allowPastStart = false }: { now?: number; allowPastStart?: boolean } = {},
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (path: string, code: FieldCode) => problems.push({ path, code });
  const textRule = (path: keyof typeof limits, value: string | null, required: boolean) => {
    if (!value) {
      if (required) add(path, 'required');
    } else if (value.length > limits[path]) add(path, 'tooLong');
  };

  textRule('title', input.title, true);
  textRule('summary', input.summary, true);
  textRule('description', input.description, false);

  const zoneKnown = isKnownTimeZone(input.timeZone);
  const start = Date.parse(input.startsAt);
  const end = Date.parse(input.endsAt);
  if (Number.isNaN(start)) add('startsAt', input.startsAt ? 'invalid' : 'required');
  else if (!allowPastStart && start < now) add('startsAt', 'inPast');
  if (Number.isNaN(end)) add('endsAt', input.endsAt ? 'invalid' : 'required');
  else if (!Number.isNaN(start) && end <= start) add('endsAt', 'endBeforeStart');
  if (!zoneKnown) add('timeZone', input.timeZone ? 'unknownTimeZone' : 'required');

  if (input.onlineUrl !== null) {
    const url = isHttpsUrl(input.onlineUrl);
    if (input.onlineUrl.length > limits.onlineUrl) add('onlineUrl', 'tooLong');
    else if (url !== 'ok') add('onlineUrl', url);
  } else {
    textRule('venueName', input.venueName, true);
    textRule('venueAddress', input.venueAddress, false);
    textRule('city', input.city, false);
  }

  if (input.coverId !== null) textRule('coverAlt', input.coverAlt, true);

  if (input.tiers.length === 0) add('tiers', 'noTiers');
  if (input.tiers.length > maxTiers) add('tiers', 'tooManyTiers');
  input.tiers.forEach((tier, index) => {
    const at = (field: string) => `tiers.${index}.${field}`;
    if (!tier.name) add(at('name'), 'required');
    else if (tier.name.length > limits.tierName) add(at('name'), 'tooLong');
    if (tier.price !== null) {
      if (Number.isNaN(tier.price)) add(at('price'), 'required');
      else if (tier.price < 0 || tier.price > 1_000_000) add(at('price'), 'invalid');
    }
    if (!/^[A-Z]{3}$/.test(tier.currency)) add(at('currency'), 'invalid');
    if (tier.capacity !== null) {
      if (Number.isNaN(tier.capacity)) add(at('capacity'), 'required');
      else if (!Number.isInteger(tier.capacity)) add(at('capacity'), 'invalid');
      else if (tier.capacity < 1) add(at('capacity'), 'capacityTooLow');
    }
    if (!Number.isInteger(tier.perPerson) || tier.perPerson < 1 || tier.perPerson > maxPerPerson) {
      add(at('perPerson'), 'invalid');
    }
  });

  if (input.checkoutUrl !== null) {
    const url = isHttpsUrl(input.checkoutUrl);
    if (input.checkoutUrl.length > limits.checkoutUrl) add('checkoutUrl', 'tooLong');
    else if (url !== 'ok') add('checkoutUrl', url);
  } else if (input.tiers.some((tier) => tier.price !== null && tier.price > 0)) {
    add('checkoutUrl', 'checkoutNeeded');
  }
  return problems;
}

/** A cover file the browser can refuse before sending it (the CMS checks the bytes again). */
export function checkCoverFile(file: { type: string; size: number }): FieldCode | null {
  if (!file.type.startsWith('image/') || !(coverTypes as readonly string[]).includes(file.type))
    return 'notImage';
  if (file.size > coverMaxBytes) return 'imageTooLarge';
  return null;
}

/** The id of a path's input ('tiers.1.capacity' → 'of-tiers-1-capacity'), for focus and aria links. */
export const fieldId = (path: string) => `of-${path.replace(/\./g, '-')}`;
