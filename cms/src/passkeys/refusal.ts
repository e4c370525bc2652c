import { Refusal } from '../refusal';

/**
 * Why the CMS refused a passkey request: the site maps `error.details.reason` to its own refusal
 * (web/src/lib/cms/passkeys.ts) and says it in the visitor's language. Each is a clear 4xx.
 */
export type PasskeyRefusalReason =
  /** Not a WebAuthn response at all (missing fields, not base64url, not JSON inside). */
  | 'invalidResponse'
  /** The challenge is unknown, used already (a replay) or older than its few minutes. */
  | 'staleChallenge'
  /** No passkey with this credential id (never added, or removed since). */
  | 'unknownPasskey'
  /** The signature, origin, RP ID or counter did not check out. */
  | 'notVerified'
  | 'alreadyRegistered'
  | 'blocked'
  | 'unconfirmed'
  | 'notFound'
  | 'invalidName';

const statusOf: Record<PasskeyRefusalReason, number> = {
  invalidResponse: 400,
  staleChallenge: 400,
  unknownPasskey: 401,
  notVerified: 401,
  alreadyRegistered: 409,
  blocked: 403,
  unconfirmed: 403,
  notFound: 404,
  invalidName: 400,
};

export class PasskeyRefusal extends Refusal<PasskeyRefusalReason> {
  protected readonly statuses = statusOf;
  override readonly name = 'PasskeyRefusal';
}

export const refuse = (reason: PasskeyRefusalReason, message: string = reason) =>
  new PasskeyRefusal(reason, message);
