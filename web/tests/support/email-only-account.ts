import { createRequire } from 'node:module';
import { join } from 'node:path';

import { type APIRequestContext, expect } from '@playwright/test';

import { mailTo, newAccount } from './accounts';
import { runDir } from './stack';

/** The 6-digit code of a mailed sign-in or deletion code (its own line in the plain-text part). */
export const mailedCode = (mail: { text: string }) => /\s(\d{6})$/m.exec(mail.text)?.[1] ?? '';

/** A tRPC mutation as the site's pages send it (same origin: no `Origin` header). */
export const mutate = (request: APIRequestContext, name: string, json: unknown) =>
  request.post(`/api/trpc/${name}`, { data: { json } });

/** A tRPC query's answer, or its error. */
export async function query<Result>(request: APIRequestContext, name: string) {
  const response = await request.get(`/api/trpc/${name}`);
  const body = (await response.json()) as { result?: { data: { json: Result } } };
  return { status: response.status(), data: body.result?.data.json };
}

/** The refusal a failed account call carries (`Auth.errors` key). */
export const authErrorOf = async (response: { json(): Promise<unknown> }) =>
  ((await response.json()) as { error: { json: { data: { authError: string | null } } } }).error.json.data
    .authError;

/**
 * Signs up with only an e-mail address (the mailed sign-in code), as `/register` does: an account with
 * no password. `request` keeps the session's cookies (a page's `page.request` shares them with it).
 */
export async function emailOnlyAccount(request: APIRequestContext, locale = 'en') {
  const email = newAccount().email;
  expect((await mutate(request, 'auth.emailLink', { email, locale })).status()).toBe(200);
  const code = mailedCode(await mailTo(email));
  const signedIn = await mutate(request, 'auth.emailCode', { code });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return email;
}

type Writable = { prepare(sql: string): { run(...params: unknown[]): unknown }; close(): void };

/** Time passes for one address's mailed codes of a purpose: made and expired 16 minutes ago. */
export function ageCodes(email: string, purpose: 'sign-in' | 'delete-account') {
  const Database = createRequire(__filename)('better-sqlite3') as new (
    file: string,
    options: { timeout: number },
  ) => Writable;
  const db = new Database(join(runDir, 'data.db'), { timeout: 10_000 });
  const past = Date.now() - 16 * 60_000;
  try {
    db.prepare(
      'UPDATE belong_email_sign_ins SET created_at = ?, expires_at = ? WHERE email = ? AND purpose = ?',
    ).run(past, past + 15 * 60_000, email, purpose);
  } finally {
    db.close();
  }
}
