/**
 * What went wrong with a passkey, as a key of the `Passkeys.errors` messages: the CMS's refusal
 * reasons (cms/src/passkeys/refusal.ts), the browser's own outcomes, and the site's. Shared by the
 * server (which sends the key as the error's message) and the islands (which translate it).
 */
export const passkeyRefusalReasons = [
  'invalidResponse',
  'staleChallenge',
  'unknownPasskey',
  'notVerified',
  'alreadyRegistered',
  'blocked',
  'unconfirmed',
  'notFound',
  'invalidName',
] as const;
export type PasskeyRefusalReason = (typeof passkeyRefusalReasons)[number];

export const passkeyErrorCodes = [
  ...passkeyRefusalReasons,
  /** The visitor closed the browser's dialog, or it timed out. */
  'cancelled',
  /** This browser or device cannot make or use passkeys. */
  'notSupported',
  'signedOut',
  'rateLimited',
  'crossSite',
  'unavailable',
  'unknown',
] as const;
export type PasskeyErrorCode = (typeof passkeyErrorCodes)[number];

export function isPasskeyErrorCode(value: unknown): value is PasskeyErrorCode {
  return typeof value === 'string' && (passkeyErrorCodes as readonly string[]).includes(value);
}
