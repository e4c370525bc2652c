import { z } from 'zod';

import type { Operator } from './types';

// Strapi's `email` field checks the address when an editor saves; this keeps a `mailto:` link from ever
// carrying anything else (an older row, a write through the database).
const emailAddress = z.email();

const clean = (value: string | null | undefined) => value?.trim() || null;

/**
 * The operator's details from the website configuration. Without a name there is nobody to show: the
 * footer and the legal pages leave the block out rather than print an address with no one behind it.
 */
export function toOperator(raw: {
  operatorName?: string | null;
  operatorAddress?: string | null;
  operatorEmail?: string | null;
}): Operator | null {
  const name = clean(raw.operatorName);
  if (!name) return null;
  const email = clean(raw.operatorEmail);
  return {
    name,
    // One line per part of the address, as the editor typed them; blank lines dropped.
    address:
      clean(raw.operatorAddress)
        ?.split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .join('\n') ?? null,
    email: email && emailAddress.safeParse(email).success ? email : null,
  };
}
