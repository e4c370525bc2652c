import { spawnSync } from 'node:child_process';

import { expect, test } from '@playwright/test';

import { cmsApi, decodeEntities, seed } from '../support/stack';
import { answers, cmsUrl, logsFromNow, pidOf, replicaUrls, restarted, stop } from './support/parts';
import { startLoad } from './support/load';

// One after another: each test stops a part the others need.
test.describe.configure({ mode: 'serial' });

const post = seed('blog-posts')[0]!;
const pagePaths = ['/nft-tickets', '/de/events', `/ja/blog/${post.slug}`, '/how-to', '/ko/hubs'];
// Draft mode's cookie makes nginx pass every request to a replica: what the fault does to them shows.
// (Next ignores a value it did not sign, so the page is the published one.)
const pastTheCache = { Cookie: '__prerender_bypass=load-test' };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cmsUp = () => answers(`${cmsUrl}/_health`, 204).catch(() => false);

/**
 * A read that needs the CMS now: who a session token belongs to (a made-up slug no longer does, the
 * slug index answers it from memory). Strapi refuses the made-up token once it is back: `null`, 200.
 */
const liveApi = (baseURL: string) => `${baseURL}/api/trpc/auth.me`;
const liveApiInit = () => ({ headers: { Cookie: `strapi_jwt=made-up-${Date.now()}` } });

function report(name: string, result: Awaited<ReturnType<ReturnType<typeof startLoad>['stop']>>) {
  test.info().annotations.push({
    type: name,
    description: `${result.total} requests, ${result.failures.length} failed, p99 ${Math.round(result.p99)} ms`,
  });
}

test('one replica killed under load: nginx routes around it and no request fails', async ({ baseURL }) => {
  const load = startLoad({ urls: pagePaths.map((path) => baseURL + path), headers: pastTheCache });
  await load.through(50);
  const killed = stop('web-1');
  try {
    // Enough that nginx meets the dead replica many times over (each client's turn comes round).
    await load.through(200);
  } finally {
    killed.release();
  }
  await restarted('web-1', killed.pid, () => answers(`${replicaUrls[0]}/robots.txt`));
  await load.through(50);
  const result = await load.stop();
  report('replica killed', result);
  expect(result.total).toBeGreaterThan(100);
  expect(result.failures).toEqual([]);
});

test('the CMS stopped under load: pages keep answering, APIs say 503, and it all recovers', async ({
  baseURL,
}) => {
  const load = startLoad({ urls: pagePaths.map((path) => baseURL + path), headers: pastTheCache });
  const down = stop('cms');
  try {
    await expect.poll(cmsUp, { timeout: 10_000 }).toBe(false);
    const api = await fetch(liveApi(baseURL!), liveApiInit());
    expect(api.status).toBe(503);
    expect(JSON.stringify(await api.json())).toContain('CMS unreachable');
    await load.through(150);
  } finally {
    down.release();
  }
  await restarted('cms', down.pid, cmsUp);
  await expect
    .poll(async () => (await fetch(liveApi(baseURL!), liveApiInit())).status, { timeout: 30_000 })
    .toBe(200);
  const result = await load.stop();
  report('CMS stopped', result);
  expect(result.failures).toEqual([]);
});

test('a slow CMS: no request waits past the time-out, pages stay fast', async ({ baseURL }) => {
  const load = startLoad({ urls: pagePaths.map((path) => baseURL + path), headers: pastTheCache });
  // Frozen, not gone: connections open and nothing answers, the worst case for a caller.
  const frozen = pidOf('cms');
  process.kill(-frozen, 'SIGSTOP');
  try {
    // The site gives up on the CMS (CMS_TIMEOUT_MS, 5 s, and one retry) and answers 503 itself; were it to
    // wait as long as nginx allows (30 s), this request would be aborted first. How long it took is a
    // figure to record, not to assert.
    const started = Date.now();
    const api = await fetch(liveApi(baseURL!), { ...liveApiInit(), signal: AbortSignal.timeout(20_000) });
    test
      .info()
      .annotations.push({ type: 'frozen CMS: 503 after', description: `${Date.now() - started} ms` });
    expect(api.status).toBe(503);
    await load.through(100);
  } finally {
    process.kill(-frozen, 'SIGCONT');
  }
  const result = await load.stop();
  report('CMS frozen', result);
  expect(result.failures).toEqual([]);
  expect(await cmsUp()).toBe(true);
});

test('Redis stopped: the replicas fall back to their own cache and keep serving', async ({ baseURL }) => {
  const load = startLoad({ urls: pagePaths.map((path) => baseURL + path), headers: pastTheCache });
  const down = stop('redis');
  try {
    await load.through(200);
  } finally {
    down.release();
  }
  const redisPort = new URL(process.env.REDIS_URL ?? '').port;
  const keys = () =>
    Number(spawnSync('redis-cli', ['-p', redisPort, 'dbsize'], { encoding: 'utf8' }).stdout.trim() || 0);
  await restarted(
    'redis',
    down.pid,
    () => spawnSync('redis-cli', ['-p', redisPort, 'ping']).stdout?.toString().trim() === 'PONG',
  );
  // Back in use: the replicas fill the (empty) shared cache again.
  await expect.poll(keys, { timeout: 20_000 }).toBeGreaterThan(0);
  const result = await load.stop();
  report('Redis stopped', result);
  expect(result.failures).toEqual([]);
});

test('PostgreSQL restarted: the site keeps serving and the CMS reconnects', async ({ baseURL }) => {
  // The pages are kept before the database goes: the Redis test leaves the shared cache refilling, and a
  // page in no cache needs the CMS (and so the database) to be drawn at all.
  for (const replica of replicaUrls) {
    for (const path of pagePaths) {
      expect((await fetch(replica + path, { headers: pastTheCache })).status, replica + path).toBe(200);
    }
  }
  const load = startLoad({ urls: pagePaths.map((path) => baseURL + path), headers: pastTheCache });
  const down = stop('postgres', 'SIGINT');
  await load.through(150);
  down.release();
  // Answering again is the CMS's part to show (below): PostgreSQL itself only has to be running.
  await restarted('postgres', down.pid, () => true);
  await expect
    .poll(async () => (await cmsApi('/blog-posts?locale=en&pagination[pageSize]=1')).status, {
      timeout: 30_000,
    })
    .toBe(200);
  const result = await load.stop();
  report('PostgreSQL restarted', result);
  expect(result.failures).toEqual([]);
});

test('a web restart loses nothing: a post published before it is served with the CMS down', async () => {
  const slug = `kept-${Date.now()}`;
  const title = `Kept through a restart ${slug}`;
  const newLogs = logsFromNow('web-1', 'web-2');
  const created = await cmsApi('/blog-posts?locale=en', {
    method: 'POST',
    body: { data: { title, slug, summary: 'Still here after a restart.', publishedOn: '2026-11-23' } },
  });
  expect(created.status).toBe(201);
  const [, second] = replicaUrls;
  await expect
    .poll(async () => (await fetch(`${second}/blog/${slug}`)).status, { timeout: 15_000 })
    .toBe(200);
  // The webhook marks the post's tags once more a few seconds later (api/revalidate: a render racing the
  // publish); the page rendered after every second pass is the one the shared cache keeps.
  const passes = (kind: RegExp) => newLogs().match(kind)?.length ?? 0;
  await expect
    .poll(
      () => {
        const first = passes(/\[revalidate\] blog-post: \d+ tags marked stale/g);
        return first > 0 && passes(/\[revalidate\] blog-post: second pass/g) >= first;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  expect((await fetch(`${second}/blog/${slug}`)).status).toBe(200);

  const cms = stop('cms');
  try {
    await expect.poll(cmsUp, { timeout: 10_000 }).toBe(false);
    const web = stop('web-2', 'SIGTERM');
    await pause(1000).finally(web.release);
    await restarted('web-2', web.pid, () => answers(`${second}/robots.txt`));
    // Neither the slug (the index is shared through Redis) nor the page (the shared cache) needs the CMS.
    const response = await fetch(`${second}/blog/${slug}`);
    expect(response.status).toBe(200);
    expect(decodeEntities(await response.text())).toContain(title);
  } finally {
    cms.release();
  }
  await restarted('cms', cms.pid, cmsUp);
});

test('every replica down: kept pages still answer, others get nginx’s page in every language', async ({
  baseURL,
}) => {
  const kept = `${baseURL}/de/events`;
  expect((await fetch(kept)).status).toBe(200);
  const first = stop('web-1');
  const second = stop('web-2');
  try {
    // Every answer is nginx's copy: fresh for its two seconds, then stale, since no replica can renew it.
    const statuses: number[] = [];
    await expect
      .poll(
        async () => {
          const response = await fetch(kept);
          statuses.push(response.status);
          return response.headers.get('x-cache-status');
        },
        { timeout: 10_000, intervals: [500] },
      )
      .toBe('STALE');
    expect(
      statuses.every((status) => status === 200),
      statuses.join(),
    ).toBe(true);

    const never = await fetch(`${baseURL}/it/blog/${post.slug}?never-kept=${Date.now()}`);
    expect(never.status).toBe(503);
    const html = await never.text();
    expect(html).toContain('Belong is briefly unavailable');
    expect(html).toContain('<li lang="ja">');
    expect(never.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(never.headers.get('strict-transport-security')).toBeTruthy();
  } finally {
    first.release();
    second.release();
  }
  await restarted('web-1', first.pid, () => answers(`${replicaUrls[0]}/robots.txt`));
  await restarted('web-2', second.pid, () => answers(`${replicaUrls[1]}/robots.txt`));
});
