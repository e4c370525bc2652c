import { z } from 'zod';

import { locales } from '@/i18n/locales';

// These schemas run in the browser, under a policy without eval: zod's compiled fast path would first
// probe `new Function`, which the policy reports as a violation. Set before any schema below is made.
z.config({ jitless: true });

/**
 * The account forms' rules, used by the browser (errors next to the fields before anything is sent) and
 * by the server's procedures (the same rules, so a request built by hand is held to them too). Each
 * message is a key of the `Auth.errors` messages, translated where it is shown.
 */
const email = z.string().trim().min(1, 'required').max(254, 'email').pipe(z.email('email'));

// bcrypt reads 72 bytes; Strapi's own rule is 6 to 72. The site asks for 8 with a letter and a digit.
export const password = z
  .string()
  .min(1, 'required')
  .max(72, 'passwordLong')
  .refine((value) => value.length >= 8 && /\p{L}/u.test(value) && /\d/.test(value), 'weakPassword');

const code = z.string().trim().min(1, 'required').max(256, 'badCode');

export const signInInput = z.object({
  identifier: z.string().trim().min(1, 'required').max(254, 'invalidCredentials'),
  password: z.string().min(1, 'required').max(72, 'invalidCredentials'),
});

// The language of the page the form is on: the mail it causes (confirmation, reset) is written in it.
const mailLocale = z.enum(locales).default('en');

// Optional everywhere: an empty field means "make one from my e-mail address" (lib/cms/auth.ts).
const username = z
  .string()
  .trim()
  .max(30, 'usernameLong')
  .refine((value) => value === '' || value.length >= 3, 'usernameShort')
  .refine((value) => value === '' || /^[\p{L}\p{N}_.-]+$/u.test(value), 'usernameChars')
  .transform((value) => value || undefined)
  .optional();

export const registerInput = z.object({
  username,
  email,
  password,
  locale: mailLocale,
});

export const emailInput = z.object({ email, locale: mailLocale });

/**
 * "E-mail me a link or code" (sign-up and sign-in alike): an optional name for a new account, the
 * intent (`lib/auth/intent.ts`, unknown values dropped) and a page to come back to (checked again on
 * landing). The answer is the same for any address.
 */
export const emailSignInInput = z.object({
  email,
  name: z
    .string()
    .trim()
    .max(100, 'nameLong')
    .transform((value) => value || undefined)
    .optional(),
  intent: z.string().max(16).optional(),
  next: z.string().max(200).optional(),
  locale: mailLocale,
});

/** The mailed 6-digit code; the address it was sent to is the one this browser asked for (a cookie). */
export const emailCodeInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'codeFormat'),
});

/** The mailed link's one-time token. */
export const emailTokenInput = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,128}$/, 'linkInvalid'),
});

const matchingPasswords = <T extends { password: string; passwordConfirmation: string }>(value: T) =>
  value.password === value.passwordConfirmation;
const mismatch = { message: 'passwordsDiffer', path: ['passwordConfirmation'] };

export const resetPasswordInput = z
  .object({ code, password, passwordConfirmation: z.string().min(1, 'required') })
  .refine(matchingPasswords, mismatch);

export const changePasswordInput = z
  .object({
    currentPassword: z.string().min(1, 'required').max(72, 'wrongCurrentPassword'),
    password,
    passwordConfirmation: z.string().min(1, 'required'),
  })
  .refine(matchingPasswords, mismatch);

export const confirmEmailInput = z.object({ confirmation: code });

export const deleteAccountInput = z.object({
  password: z.string().min(1, 'required').max(72, 'wrongCurrentPassword'),
});

/** An account without a password confirms deletion with the 6-digit code mailed for it. */
export const deleteAccountCodeInput = emailCodeInput;

/** Either proof; the CMS decides which one the account needs. */
export const deleteAccountProof = z.union([deleteAccountInput, deleteAccountCodeInput]);

/** A first password, for an account that has none (made by a mailed link, a ticket or a provider). */
export const setPasswordInput = z
  .object({ password, passwordConfirmation: z.string().min(1, 'required') })
  .refine(matchingPasswords, mismatch);

/** An entry the visitor saved, as the account page lists it. */
export type SavedEvent = { slug: string; title: string; startsAt: string; timeZone: string };

export type SignInInput = z.infer<typeof signInInput>;
export type RegisterInput = z.infer<typeof registerInput>;
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** The site's own view of an account: what the header and the account page show. */
export type SiteUser = { id: number; username: string; email: string; createdAt: string | null };
