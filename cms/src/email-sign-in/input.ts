import { errors } from '@strapi/utils';

import { intents, type Intent } from './constants';

const invalid = (message: string) => new errors.ValidationError(message);

/** An optional name: trimmed, at most 100 characters; empty means none. */
export function optionalName(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.trim().length > 100) throw invalid('name is at most 100 characters');
  return value.trim() || null;
}

/** One of the site's intents; anything else is ignored, never an error (the site drops unknown ones). */
export const intent = (value: unknown): Intent | null => intents.find((known) => known === value) ?? null;

/** A path of the site to come back to: the site checks it against its route table again when it lands. */
export function returnPath(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (
    typeof value !== 'string' ||
    value.length > 200 ||
    !/^\/[A-Za-z0-9/_-]*$/.test(value) ||
    value.startsWith('//')
  )
    throw invalid('returnPath is a path of the site');
  return value;
}
