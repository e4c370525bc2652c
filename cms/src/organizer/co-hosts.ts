import type { Core } from '@strapi/strapi';

import { eventUid, type SignedInUser } from './access';
import { OrganizerFieldErrors } from './refusal';

export const maxCoHosts = 10;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The co-hosts' addresses, lower-cased and once each; the organizer's own address is not one. */
export function coHostList(value: unknown, organizer: SignedInUser): string[] {
  const list =
    typeof value === 'object' && value !== null ? (value as { emails?: unknown }).emails : undefined;
  if (!Array.isArray(list)) throw new OrganizerFieldErrors([{ path: 'coHosts', code: 'invalid' }]);
  if (list.length > maxCoHosts) throw new OrganizerFieldErrors([{ path: 'coHosts', code: 'tooLong' }]);
  const errors = list.flatMap((email, index) =>
    typeof email === 'string' && email.trim().length <= 254 && emailPattern.test(email.trim())
      ? []
      : [{ path: `coHosts.${index}`, code: 'invalid' as const }],
  );
  if (errors.length) throw new OrganizerFieldErrors(errors);
  const own = organizer.email.toLowerCase();
  return [...new Set(list.map((email) => (email as string).trim().toLowerCase()))].filter(
    (email) => email !== own,
  );
}

/** A private field nobody reads publicly: written on every row of the event, no webhook needed. */
export async function setCoHosts(strapi: Core.Strapi, documentId: string, emails: string[]) {
  await strapi.db.query(eventUid).updateMany({ where: { documentId }, data: { coHosts: emails } });
}
