import 'server-only';

import { z } from 'zod';

import { data } from './answer-shapes';
import type { Tokens } from './auth';
import { cmsFetch } from './client';
import { type EventInput, refusing } from './organizer';

/**
 * The CMS's demo sandbox routes (cms/src/api/demo, cms/src/sandbox). Starting one uses the web server's
 * token (the CMS counts starts per visitor address, which is forwarded); everything after that carries
 * the sandbox's own JWT, and the claims, tickets and check-ins go through the ordinary ticket and
 * organizer routes (lib/cms/tickets.ts, organizer.ts) with it.
 */

const tierSchema = z.object({ key: z.string(), name: z.string(), capacity: z.number().int().nullable() });
const demoEventSchema = z.object({
  id: z.string(),
  slug: z.string(),
  input: z.object({
    title: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    timeZone: z.string(),
    tiers: z.array(tierSchema),
  }),
  counts: z.object({ issued: z.number().int(), checkedIn: z.number().int() }),
});
export type DemoEvent = z.infer<typeof demoEventSchema>;

const stateSchema = z.object({
  passHeld: z.boolean(),
  event: demoEventSchema.nullable(),
  passTierKey: z.string().nullable(),
  /** The check-in demo's second event, whose ticket the first event's door turns away. */
  otherEvent: z.object({ slug: z.string(), title: z.string() }).nullable(),
});
export type SandboxState = z.infer<typeof stateSchema>;

const tokensSchema = z.object({ jwt: z.string().min(1), refreshToken: z.string().min(1) });

/** A new sandbox (a throwaway account) and its session; OrganizerRefusal('rateLimited') past the limit. */
export async function startSandbox(visitor: { ip?: string }): Promise<Tokens> {
  const answer = await refusing(() =>
    cmsFetch(
      {
        path: '/demo-sandbox/identities',
        method: 'POST',
        body: {},
        auth: 'server',
        forwardedFor: visitor.ip,
        retries: 0,
      },
      data(tokensSchema),
    ),
  );
  return answer.data;
}

export async function sandboxState(jwt: string): Promise<SandboxState> {
  const answer = await refusing(() =>
    cmsFetch({ path: '/demo-sandbox/state', auth: { jwt }, retries: 0 }, data(stateSchema)),
  );
  return answer.data;
}

/** Creates and publishes the demo event; with `passTier`, its last tier is for holders of the demo pass. */
export async function createDemoEvent(
  jwt: string,
  input: { event: EventInput; passTier: boolean },
): Promise<DemoEvent> {
  const answer = await refusing(() =>
    cmsFetch(
      { path: '/demo-sandbox/events', method: 'POST', body: input, auth: { jwt }, retries: 0 },
      data(demoEventSchema),
    ),
  );
  return answer.data;
}

/** The sandbox's "other event" (made once, then answered again), published like the first. */
export async function createOtherEvent(jwt: string, event: EventInput): Promise<DemoEvent> {
  const answer = await refusing(() =>
    cmsFetch(
      { path: '/demo-sandbox/other-event', method: 'POST', body: { event }, auth: { jwt }, retries: 0 },
      data(demoEventSchema),
    ),
  );
  return answer.data;
}

export async function grantDemoPass(jwt: string): Promise<void> {
  await refusing(() =>
    cmsFetch(
      { path: '/demo-sandbox/pass', method: 'POST', body: {}, auth: { jwt }, retries: 0 },
      data(z.object({ passHeld: z.literal(true) })),
    ),
  );
}
