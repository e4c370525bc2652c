/**
 * What went wrong with an account request, as a key of the `Auth.errors` messages. Strapi answers in
 * English sentences; the site maps the ones a visitor can meet to keys and translates them.
 */
export const authErrorCodes = [
  'invalidCredentials',
  'taken',
  'weakPassword',
  'rateLimited',
  'badCode',
  'unconfirmed',
  'blocked',
  'wrongCurrentPassword',
  'samePassword',
  'providerFailed',
  'invalidCode',
  'codeExpired',
  'codeLocked',
  'linkInvalid',
  'crossSite',
  'unavailable',
  'unknown',
] as const;

export type AuthErrorCode = (typeof authErrorCodes)[number];

const byMessage: [RegExp, AuthErrorCode][] = [
  [/invalid identifier or password/i, 'invalidCredentials'],
  [/already taken/i, 'taken'],
  [/not confirmed/i, 'unconfirmed'],
  [/blocked/i, 'blocked'],
  [/incorrect code|invalid token/i, 'badCode'],
  [/current password is invalid/i, 'wrongCurrentPassword'],
  // An account without a password, sent a password to delete itself (the form sends the code).
  [/mailed code/i, 'invalidCode'],
  [/must be different/i, 'samePassword'],
  [/password/i, 'weakPassword'],
];

/** Strapi's error (status, name, English message) → the site's code. */
export function authErrorCode(error: { status: number; name?: string; message: string }): AuthErrorCode {
  if (error.status === 429 || error.name === 'RateLimitError') return 'rateLimited';
  if (error.status >= 500) return 'unavailable';
  return byMessage.find(([pattern]) => pattern.test(error.message))?.[1] ?? 'unknown';
}

export function isAuthErrorCode(value: unknown): value is AuthErrorCode {
  return typeof value === 'string' && (authErrorCodes as readonly string[]).includes(value);
}
