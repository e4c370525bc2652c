/** How long a mailed sign-in link and code work (the mail and the code page say the same number). */
export const codeMinutes = 15;

/** Wrong codes one mailed code takes before it stops working; then the visitor asks for a new one. */
export const codeAttempts = 5;

/** One address gets at most one sign-in mail this often; a request inside it sends nothing new. */
export const mailEverySeconds = 60;

/** Where a confirmed sign-up goes next, as the site names it (web/src/lib/auth/intent.ts). */
export const intents = ['host', 'sell', 'join'] as const;
export type Intent = (typeof intents)[number];
