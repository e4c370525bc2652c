/**
 * How long an unconfirmed claim (a guest's, or a seat offered from the waitlist) holds its seat. After it,
 * the sweep (every minute, config/server.ts) cancels the claim, frees the seat and offers it to the next
 * person waiting. The mails state the same number.
 */
export const holdMinutes = 30;

/** Wrong 6-digit codes a pending claim takes before its code stops working (the mailed link still works). */
export const codeAttempts = 5;

/** Tiers, capacities and keys are read from this locale's version of an event (see tiers.ts). */
export const defaultLocale = 'en';

/** The site's address, for the links in the mails. */
export const webUrl = () => (process.env.WEB_URL ?? 'http://localhost:3000').replace(/\/$/, '');

/** The accounts editors have recorded as holding a pass (pass-holder tiers, claims.ts). */
export const passHoldingUid = 'api::pass-holding.pass-holding';

/** A guest's repeated claim mails a new confirmation link and code at most this often (claims.ts). */
export const resendAfterSeconds = 60;
