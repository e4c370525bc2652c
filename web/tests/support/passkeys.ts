import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { newAccount, visitorIp } from './accounts';
import { cmsApi, cmsRows } from './stack';

/**
 * Chromium's virtual authenticator (DevTools protocol `WebAuthn` domain): a platform authenticator
 * (CTAP2, internal) that keeps discoverable credentials and verifies its user, answering without a
 * dialog. It lives as long as the page's target.
 */
export async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    /** The credentials the authenticator holds, ids in base64url as the site stores them. */
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.map((credential) => ({
        ...credential,
        id: Buffer.from(credential.credentialId, 'base64').toString('base64url'),
      })),
  };
}

export type PasswordAccount = ReturnType<typeof newAccount> & { id: number };

/**
 * A confirmed account with a password, made as an editor's tool would (the full-access test token), so
 * the test does not depend on the registration form or its per-address limit.
 */
export async function passwordAccount(): Promise<PasswordAccount> {
  const account = newAccount();
  const roles = await cmsApi('/users-permissions/roles');
  const role = (roles.json as unknown as { roles?: { id: number; type: string }[] } | null)?.roles?.find(
    (candidate) => candidate.type === 'authenticated',
  );
  expect(role, JSON.stringify(roles.json)).toBeDefined();
  const created = await cmsApi('/users', {
    method: 'POST',
    body: { ...account, confirmed: true, role: role?.id },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return { ...account, id: (created.json as unknown as { id: number }).id };
}

/** What the CMS stored for an account's passkeys (as an operator would read it). */
export const storedPasskeys = (userId: number) =>
  cmsRows(
    `SELECT p.document_id, p.name, p.credential_id, p.public_key, p.counter, p.last_used_at
       FROM passkeys p JOIN passkeys_user_lnk l ON l.passkey_id = p.id
      WHERE l.user_id = ?`,
    userId,
  );

/** A tRPC call over plain HTTP, as any client could send it (no browser, no origin unless given). */
export async function trpc(
  request: APIRequestContext,
  procedure: string,
  input: unknown,
  options: { query?: boolean; headers?: Record<string, string> } = {},
) {
  const { query = false } = options;
  // A visitor of its own, so the sign-in limit of one call never reaches another test's.
  const headers = { 'X-Forwarded-For': visitorIp(), ...options.headers };
  const response = query
    ? await request.get(
        `/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
        { headers },
      )
    : await request.post(`/api/trpc/${procedure}`, {
        data: input === undefined ? {} : { json: input },
        headers,
      });
  const body = (await response.json().catch(() => null)) as {
    result?: { data?: { json?: unknown } };
    error?: { json?: { message?: string; data?: { httpStatus?: number } } };
  } | null;
  return { status: response.status(), body, headers: response.headers() };
}
