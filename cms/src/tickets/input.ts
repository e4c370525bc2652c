import { errors } from '@strapi/utils';

import { type SiteLocale, siteLocales } from '../bootstrap/site-locales';

/** The ticket routes' input rules: anything else is a 400 ValidationError, never a 500. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const invalid = (message: string) => new errors.ValidationError(message);

export function slug(value: unknown, what = 'eventSlug'): string {
  if (typeof value !== 'string' || value.length > 120 || !slugPattern.test(value)) {
    throw invalid(`${what} is lower-case letters, digits and single hyphens`);
  }
  return value;
}

export function tierKey(value: unknown): string {
  if (typeof value !== 'string' || value.length > 64 || !slugPattern.test(value)) {
    throw invalid('tierKey is lower-case letters, digits and single hyphens');
  }
  return value;
}

export function locale(value: unknown): SiteLocale {
  const found = siteLocales.find((entry) => entry.code === value);
  if (!found) throw invalid('locale is one of the site languages');
  return found.code;
}

export function name(value: unknown): string {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (trimmed.length < 1 || trimmed.length > 120) throw invalid('name is 1 to 120 characters');
  return trimmed;
}

export function email(value: unknown): string {
  const trimmed = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (trimmed.length > 254 || !emailPattern.test(trimmed)) throw invalid('email is an e-mail address');
  return trimmed;
}

export function ticketCode(value: unknown): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(value)) throw invalid('Not a ticket code');
  return value;
}

export function confirmToken(value: unknown): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{20,128}$/.test(value))
    throw invalid('Not a confirmation token');
  return value;
}

export function sixDigits(value: unknown): string {
  if (typeof value !== 'string' || !/^\d{6}$/.test(value)) throw invalid('The code is six digits');
  return value;
}

export function flag(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw invalid('waitlist is true or false');
  return value;
}

export function body(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid('Send a JSON object');
  return value as Record<string, unknown>;
}
