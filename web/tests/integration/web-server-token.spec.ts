import { expect, test } from '@playwright/test';

import { cmsApi, cmsRows } from '../support/stack';

// The web server's own Strapi token (CMS_API_TOKEN, set by scripts/lib/test-stack.mjs for this run).
const webToken = process.env.CMS_API_TOKEN ?? '';

test('the web server token reads published content and drafts, and calls the guest ticket routes and starts demo sandboxes, nothing else', async () => {
  expect(webToken, 'the test stack passes the web server token').not.toBe('');
  const as = (path: string, init: { method?: string; body?: unknown } = {}) =>
    cmsApi(path, { ...init, token: webToken });

  expect((await as('/pages?locale=en&pagination[pageSize]=1')).status).toBe(200);
  expect((await as('/blog-posts?locale=en&status=draft&pagination[pageSize]=1')).status).toBe(200);
  expect((await as('/website-config')).status).toBe(200);
  expect((await as('/redirect-rules')).status).toBe(200);

  // No accounts...
  expect((await as('/users')).status).toBe(403);
  expect((await as('/users/1')).status).toBe(403);
  // ...and no writes.
  const write = await as('/blog-posts', { method: 'POST', body: { data: { title: 'Not allowed' } } });
  expect([403, 405]).toContain(write.status);
  const config = await as('/website-config', { method: 'PUT', body: { data: { siteName: 'Not allowed' } } });
  expect([403, 405]).toContain(config.status);

  // What the CMS stored: a custom token, with exactly the site's reads.
  const [token] = cmsRows(`SELECT id, type FROM strapi_api_tokens WHERE name = 'web-server'`);
  expect(token?.type).toBe('custom');
  const actions = cmsRows(
    `SELECT p.action FROM strapi_api_token_permissions p
       JOIN strapi_api_token_permissions_token_lnk l ON l.api_token_permission_id = p.id
      WHERE l.api_token_id = ?`,
    token?.id,
  ).map((row) => String(row.action));
  // Reads, the three ticket routes a guest needs (counts, claim, confirmation), the passkey sign-in (its
  // challenge and the signed answer), the mailed sign-up/sign-in link or code (ask, confirm) and starting
  // a demo sandbox (a throwaway account the CMS limits per visitor address); never the tickets or anyone's
  // passkeys.
  const writeRoutes = [
    ...['availability', 'guestClaim', 'confirm'].map((name) => `api::ticket.ticket.${name}`),
    ...['signInOptions', 'signIn'].map((name) => `api::passkey.passkey.${name}`),
    ...['request', 'confirm'].map((name) => `api::email-sign-in.email-sign-in.${name}`),
    'api::demo.sandbox.start',
  ];
  const reads = actions.filter((action) => !writeRoutes.includes(action));
  expect(
    reads.every(
      (action) =>
        /^api::[a-z-]+\.[a-z-]+\.(find|findOne)$/.test(action) &&
        !action.startsWith('api::ticket.') &&
        !action.startsWith('api::passkey.') &&
        !action.startsWith('api::email-sign-in.'),
    ),
    actions.join(),
  ).toBe(true);
  expect(actions.filter((action) => writeRoutes.includes(action)).sort()).toEqual([...writeRoutes].sort());
});
