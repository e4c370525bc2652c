import { expect } from '@playwright/test';

import { eventInput, type Organized } from './organizer';
import { cmsApi } from './stack';
import { webToken } from './tickets';

/**
 * The CMS's demo sandbox routes as the site's server calls them (web/src/lib/cms/demo-sandbox.ts): a
 * sandbox is started with the web server's token; everything after that carries the sandbox's JWT.
 */
export type Sandbox = { jwt: string; email: string };

export async function startSandbox(): Promise<Sandbox> {
  const started = await cmsApi('/demo-sandbox/identities', { method: 'POST', body: {}, token: webToken });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  const { jwt } = started.json?.data as { jwt: string };
  const me = await cmsApi('/users/me', { token: jwt });
  expect(me.status).toBe(200);
  return { jwt, email: (me.json as unknown as { email: string }).email };
}

/** A published demo event of the sandbox (two free tiers, and with `passTier` a third for the demo pass). */
export async function demoEvent(jwt: string, { passTier = false } = {}): Promise<Organized> {
  const answer = await cmsApi('/demo-sandbox/events', {
    method: 'POST',
    token: jwt,
    body: { event: eventInput({ locale: 'en', title: `Demo test ${Date.now().toString(36)}` }), passTier },
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json?.data as Organized;
}

/** Claims a ticket of `tierKey` as the sandbox; answers the CMS's status and the ticket's code. */
export async function sandboxClaim(jwt: string, eventSlug: string, tierKey: string) {
  const answer = await cmsApi('/tickets/claim', {
    method: 'POST',
    token: jwt,
    body: { eventSlug, tierKey, locale: 'en' },
  });
  const code = (answer.json?.data as { ticket?: { code?: string } } | undefined)?.ticket?.code ?? '';
  return { status: answer.status, json: answer.json, code };
}
