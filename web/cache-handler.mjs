// @ts-check
// Where Next keeps rendered pages and cached CMS reads (next.config `cacheHandler`). With REDIS_URL (the
// production stack, several replicas) it is Redis, shared, so one webhook revalidates every replica; while
// Redis is unreachable each replica falls back to a cache of its own and keeps serving. Without REDIS_URL
// (`npm start`, one process) it is Next's own file-system cache, exactly as if none were configured.
// The build's prerendered pages are not copied into Redis: the library's `registerInitialCache` writes
// them under keys Next 16.4 no longer reads (it asks for `/route-cache/APP_PAGE/<hash>/$/<path>`), so
// after a deploy each page is rendered once, on its first visit, and shared from then on.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createRequire } from 'node:module';

import { createClient } from '@redis/client';

import { redisClientOptions, redisConnectWaitMs } from './redis-options.mjs';

const redisUrl = process.env.REDIS_URL;

/**
 * Redis while it answers, this process's memory while it does not. Tags revalidated while Redis was away
 * are replayed when it is back, so a publish made during the outage does not leave old pages in it.
 * @param {import('@redis/client').RedisClientType} client
 * @param {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler} shared
 * @param {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler} local
 * @returns {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler}
 */
function sharedWhileReachable(client, shared, local) {
  const missed = new Set();
  client.on('ready', () => {
    const tags = [...missed];
    missed.clear();
    for (const tag of tags) shared.revalidateTag(tag).catch(() => missed.add(tag));
  });
  const pick = () => (client.isReady ? shared : local);
  return {
    name: 'redis-or-local',
    get: (key, meta) => pick().get(key, meta),
    set: (key, value, context) => pick().set(key, value, context),
    async revalidateTag(tag) {
      await local.revalidateTag(tag);
      if (!client.isReady) missed.add(tag);
      else await shared.revalidateTag(tag);
    },
    async delete(key) {
      await local.delete?.(key);
      if (client.isReady) await shared.delete?.(key);
    },
  };
}

CacheHandler.onCreation(async ({ buildId }) => {
  // One client per process: Next creates a handler per request.
  const state =
    /** @type {{ __belongCache?: Promise<import('@fortedigital/nextjs-cache-handler/cache-handler.types').CacheHandlerConfig>}} */ (
      globalThis
    );
  state.__belongCache ??= (async () => {
    /** @type {import('@redis/client').RedisClientType} */
    const client = createClient(redisClientOptions(/** @type {string} */ (redisUrl)));
    let reported = false;
    client.on('error', (error) => {
      if (!reported)
        console.warn(`[cache] Redis unreachable, using this replica's own cache: ${error.message}`);
      reported = true;
    });
    client.on('ready', () => {
      if (reported) console.warn('[cache] Redis is back: the shared cache is in use again');
      reported = false;
    });
    // The server starts even when Redis does not answer yet: the client keeps reconnecting.
    await Promise.race([
      client.connect().catch(() => undefined),
      new Promise((r) => setTimeout(r, redisConnectWaitMs)),
    ]);
    const shared = createRedisHandler({
      client,
      // Each build has its own keys: a deploy never serves pages rendered by the previous build.
      keyPrefix: `belong:${buildId ?? 'dev'}:`,
      timeoutMs: 1000,
    });
    return { handlers: [sharedWhileReachable(client, shared, createLruHandler())] };
  })();
  return state.__belongCache;
});

// Next's own handler, a CommonJS module (its class is the `default` export).
const { default: FileSystemCache } = /** @type {{ default: unknown }} */ (
  createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/file-system-cache.js')
);

export default redisUrl ? CacheHandler : FileSystemCache;
