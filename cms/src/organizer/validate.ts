import siteLocaleFacts from '@belong/shared/locales.json';

import type { FieldError } from './refusal';

/**
 * The organizer's event form, checked in full before anything is written: every wrong field is named
 * at once (web/src/lib/cms/organizer.ts `EventInput`), and nothing is saved while any is wrong. Pure:
 * no database here (the checks that need one, seats taken and tickets held, are `tierChangeErrors`).
 */
export type TierValues = {
  key: string | null;
  name: string;
  price: number;
  currency: string;
  capacity: number | null;
  perPerson: number;
};
export type EventValues = {
  locale: string;
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
  tiers: TierValues[];
  checkoutUrl: string | null;
};

export const maxTiers = 10;
const limits = {
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
};
// An ISO date and time with a zone (Z or ±hh:mm): a bare local time would be read in the server's zone.
const isoWithZone = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const keyPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function knownTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function isHttpsUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && Boolean(url.hostname) && !/\s/.test(value);
}

type Record_ = Record<string, unknown>;
const isRecord = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `now` and `previousStartsAt` decide `inPast`: a new start may not be in the past, but an event that
 * already began can still have its text corrected.
 */
export function validateEvent(
  raw: unknown,
  options: { now: Date; previousStartsAt?: string | null },
): { values: EventValues; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const fail = (path: string, code: FieldError['code']) => errors.push({ path, code });
  const input: Record_ = isRecord(raw) ? raw : {};

  const text = (
    path: keyof typeof limits,
    required: boolean,
    source: Record_ = input,
    at: string = path,
  ): string => {
    const value = source[path === 'tierName' ? 'name' : path];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      fail(at, 'invalid');
      return '';
    }
    const trimmed = (value ?? '').trim();
    if (required && !trimmed) fail(at, 'required');
    else if (trimmed.length > limits[path]) fail(at, 'tooLong');
    return trimmed;
  };
  const optional = (path: keyof typeof limits) => text(path, false) || null;

  const locale = typeof input.locale === 'string' && input.locale in siteLocaleFacts ? input.locale : '';
  if (!locale) fail('locale', 'invalid');
  const title = text('title', true);
  const summary = text('summary', true);
  const description = text('description', false);

  const date = (path: 'startsAt' | 'endsAt'): string => {
    const value = input[path];
    if (value === undefined || value === null || value === '') {
      fail(path, 'required');
      return '';
    }
    if (typeof value !== 'string' || !isoWithZone.test(value) || Number.isNaN(Date.parse(value))) {
      fail(path, 'invalid');
      return '';
    }
    return new Date(value).toISOString();
  };
  const startsAt = date('startsAt');
  const endsAt = date('endsAt');
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) fail('endsAt', 'endBeforeStart');
  const startChanged =
    !options.previousStartsAt || Date.parse(options.previousStartsAt) !== Date.parse(startsAt);
  if (startsAt && startChanged && Date.parse(startsAt) < options.now.getTime()) fail('startsAt', 'inPast');

  let timeZone = '';
  if (typeof input.timeZone !== 'string' || !input.timeZone.trim()) fail('timeZone', 'required');
  else if (!knownTimeZone(input.timeZone.trim())) fail('timeZone', 'unknownTimeZone');
  else timeZone = input.timeZone.trim();

  const venueName = optional('venueName');
  const venueAddress = optional('venueAddress');
  const city = optional('city');
  const onlineUrl = optional('onlineUrl');
  if (onlineUrl && !isHttpsUrl(onlineUrl)) fail('onlineUrl', 'notHttps');
  if (!venueName && !onlineUrl && !errors.some((error) => error.path === 'onlineUrl')) {
    fail('venueName', 'venueOrOnline');
  }

  let coverId: number | null = null;
  if (input.coverId !== undefined && input.coverId !== null) {
    if (typeof input.coverId === 'number' && Number.isInteger(input.coverId) && input.coverId > 0) {
      coverId = input.coverId;
    } else fail('cover', 'invalid');
  }
  const coverAlt = optional('coverAlt');
  if (coverId !== null && !coverAlt && !errors.some((error) => error.path === 'coverAlt')) {
    fail('coverAlt', 'required');
  }

  const tiers: TierValues[] = [];
  if (!Array.isArray(input.tiers) || input.tiers.length === 0) fail('tiers', 'noTiers');
  else if (input.tiers.length > maxTiers) fail('tiers', 'tooManyTiers');
  else {
    input.tiers.forEach((rawTier, index) => {
      const at = (field: string) => `tiers.${index}.${field}`;
      const tier: Record_ = isRecord(rawTier) ? rawTier : {};
      const name = text('tierName', true, tier, at('name'));
      const key = typeof tier.key === 'string' && keyPattern.test(tier.key) ? tier.key : null;
      if (tier.key !== undefined && tier.key !== null && !key) fail(at('key'), 'invalid');
      let price = 0;
      if (tier.price !== null && tier.price !== undefined) {
        if (
          typeof tier.price === 'number' &&
          Number.isFinite(tier.price) &&
          tier.price >= 0 &&
          tier.price <= 1e6
        ) {
          price = Math.round(tier.price * 100) / 100;
        } else fail(at('price'), 'invalid');
      }
      let currency = 'USD';
      if (tier.currency !== undefined && tier.currency !== null && tier.currency !== '') {
        if (typeof tier.currency === 'string' && /^[A-Za-z]{3}$/.test(tier.currency)) {
          currency = tier.currency.toUpperCase();
        } else fail(at('currency'), 'invalid');
      }
      let capacity: number | null = null;
      if (tier.capacity !== null && tier.capacity !== undefined) {
        if (
          typeof tier.capacity !== 'number' ||
          !Number.isInteger(tier.capacity) ||
          tier.capacity > 1_000_000
        ) {
          fail(at('capacity'), 'invalid');
        } else if (tier.capacity < 1) fail(at('capacity'), 'capacityTooLow');
        else capacity = tier.capacity;
      }
      let perPerson = 1;
      if (tier.perPerson !== undefined && tier.perPerson !== null) {
        if (
          typeof tier.perPerson === 'number' &&
          Number.isInteger(tier.perPerson) &&
          tier.perPerson >= 1 &&
          tier.perPerson <= 10
        ) {
          perPerson = tier.perPerson;
        } else fail(at('perPerson'), 'invalid');
      }
      tiers.push({ key, name, price, currency, capacity, perPerson });
    });
  }

  // Paid tiers send buyers to the organizer's own checkout: the site takes no payments.
  const checkoutUrl = optional('checkoutUrl');
  if (checkoutUrl && !isHttpsUrl(checkoutUrl)) fail('checkoutUrl', 'notHttps');
  else if (
    !checkoutUrl &&
    tiers.some((tier) => tier.price > 0) &&
    !errors.some((e) => e.path === 'checkoutUrl')
  )
    fail('checkoutUrl', 'checkoutNeeded');

  return {
    values: {
      locale,
      title,
      summary,
      description,
      startsAt,
      endsAt,
      timeZone,
      venueName,
      venueAddress,
      city,
      onlineUrl,
      coverId,
      coverAlt: coverId === null ? null : coverAlt,
      tiers,
      checkoutUrl,
    },
    errors,
  };
}

/**
 * What an edit may not do to tiers people hold tickets for: take a tier away (`tierHasTickets`), or
 * give it fewer seats than are taken (`belowTaken`). `taken` counts seats per tier key (pending claims
 * included, they hold a seat); `keys` are the edited tiers' keys in order.
 */
export function tierChangeErrors(
  keys: string[],
  tiers: TierValues[],
  existingKeys: string[],
  taken: Map<string, number>,
): FieldError[] {
  const errors: FieldError[] = [];
  tiers.forEach((tier, index) => {
    const seats = taken.get(keys[index] ?? '') ?? 0;
    if (tier.capacity !== null && tier.capacity < seats)
      errors.push({ path: `tiers.${index}.capacity`, code: 'belowTaken' });
  });
  const kept = new Set(keys);
  for (const key of existingKeys) {
    if (!kept.has(key) && (taken.get(key) ?? 0) > 0) errors.push({ path: 'tiers', code: 'tierHasTickets' });
  }
  return errors;
}
