import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { buildDir } from '../support/build-dir';
import { freePort } from '../support/ports';
import { decodeEntities, seed } from '../support/stack';
import { stopProcess } from '../support/stop-process';

const standaloneServer = join(buildDir, 'standalone', 'web', 'server', 'serve.mjs');

async function listen(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

/**
 * A CMS that never answers usefully (503, or with `silent` no answer at all) and notes every request
 * made to it.
 */
async function unreachableCms({ silent = false } = {}) {
  const calls: string[] = [];
  const server = createServer((request, response) => {
    calls.push(request.url ?? '');
    if (!silent) response.writeHead(503).end();
  });
  return { calls, server, port: await listen(server) };
}

async function startSite(
  cmsPort: number,
  env: Record<string, string> = {},
): Promise<{ site: ChildProcess; origin: string }> {
  const port = await freePort();
  const site = spawn('node', [standaloneServer], {
    env: {
      ...process.env,
      PORT: String(port),
      CMS_URL: `http://127.0.0.1:${cmsPort}`,
      // No background round during the test: only the start-up one.
      CMS_INDEX_REFRESH_SECONDS: '3600',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  site.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  site.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => output, { timeout: 30_000 }).toContain('[server] listening');
  return { site, origin: `http://localhost:${port}` };
}

test('with the CMS unreachable from the start, pages answer from memory and never call it', async () => {
  test.setTimeout(90_000);
  const cms = await unreachableCms();
  const { site, origin } = await startSite(cms.port);
  try {
    // The start-up round asks for the redirect rules and the five slug indexes, and is refused.
    await expect.poll(() => cms.calls.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(6);
    const startUp = cms.calls.length;

    const event = seed('events')[0]!;
    const hub = seed('hubs')[0]!;
    const post = seed('blog-posts')[0]!;
    const known: [string, string][] = [
      [`/events/${event.slug}`, String(event.locales.en?.title)],
      [`/de/hubs/${hub.slug}`, String(hub.locales.de?.name)],
      [`/ja/blog/${post.slug}`, String(post.locales.ja?.title)],
    ];
    for (const [path, text] of known) {
      const response = await fetch(origin + path, { redirect: 'manual' });
      expect(response.status, path).toBe(200);
      expect(decodeEntities(await response.text()), path).toContain(text);
    }
    // The build's list of entries still tells a made-up slug from a real one.
    for (const path of ['/events/no-such-event', '/de/blog/no-such-post']) {
      expect((await fetch(origin + path, { redirect: 'manual' })).status, path).toBe(404);
    }
    expect(cms.calls.slice(startUp)).toEqual([]);
  } finally {
    await stopProcess(site);
    cms.server.close();
  }
});

/** A well-formed slug no entry has: the shape passes, only the slug index can tell. */
const madeUpSlug = (n: number) => `made-up-${randomBytes(4).toString('hex')}-${n}`;
const ogPrefixes = ['blog/', 'events/', 'hubs/', 'how-to/', ''];
const trpcRouters = ['blog', 'events', 'hubs', 'howTo', 'demos'];
const someLocales = ['en', 'de', 'ja', 'pt', 'uk'];

/** The three by-slug doors that are not pages, asked about `count` made-up slugs each. */
const bySlugRequests: Record<string, (n: number) => string> = {
  'Open Graph image': (n) => `/og/${someLocales[n % 5]}/${ogPrefixes[n % 5]}${madeUpSlug(n)}.png`,
  'calendar file': (n) => `/api/calendar/${someLocales[n % 5]}/${madeUpSlug(n)}.ics`,
  'tRPC bySlug': (n) =>
    `/api/trpc/${trpcRouters[n % 5]}.bySlug?input=${encodeURIComponent(
      JSON.stringify({ json: { locale: someLocales[n % 5], slug: madeUpSlug(n) } }),
    )}`,
};

test('made-up slugs on the image, calendar and tRPC routes are 404s from memory, never a CMS call', async () => {
  test.setTimeout(180_000);
  const cms = await unreachableCms();
  const { site, origin } = await startSite(cms.port);
  try {
    await expect.poll(() => cms.calls.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(6);
    // Let the start-up round (and its one retry, if any) finish before counting.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const startUp = cms.calls.length;

    for (const [door, pathFor] of Object.entries(bySlugRequests)) {
      const statuses = new Map<number, number>();
      // Ten at a time: quick, without turning the test into a load test.
      for (let batch = 0; batch < 200; batch += 10) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) => fetch(origin + pathFor(batch + i), { redirect: 'manual' })),
        );
        for (const answer of answers) {
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          await answer.arrayBuffer();
        }
      }
      expect(cms.calls.length - startUp, `CMS calls for made-up slugs (${door})`).toBe(0);
      expect(Object.fromEntries(statuses), door).toEqual({ 404: 200 });
    }
  } finally {
    await stopProcess(site);
    cms.server.close();
  }
});

test('a stopped server does not wait for good on a request the CMS never answers', async () => {
  test.setTimeout(90_000);
  const cms = await unreachableCms({ silent: true });
  // A CMS read may take up to a minute here, so the request below is still waiting when the stop comes.
  const { site, origin } = await startSite(cms.port, { CMS_TIMEOUT_MS: '60000' });
  try {
    const event = seed('events')[0]!;
    const input = encodeURIComponent(JSON.stringify({ json: { locale: 'en', slug: event.slug } }));
    const waiting = fetch(`${origin}/api/trpc/events.bySlug?input=${input}`).then(
      (response) => response.status,
      () => 'cut off',
    );
    await expect
      .poll(() => cms.calls.some((call) => call.includes(event.slug)), { timeout: 15_000 })
      .toBe(true);

    site.kill('SIGTERM');
    // Ten seconds' grace for requests under way (server/serve.mjs), far short of the CMS's minute.
    await expect.poll(() => site.exitCode ?? site.signalCode, { timeout: 30_000 }).not.toBeNull();
    expect(await waiting).toBe('cut off');
  } finally {
    await stopProcess(site);
    cms.server.closeAllConnections();
    cms.server.close();
  }
});
