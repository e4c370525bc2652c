// @ts-check
// How every Redis client of a web replica connects (the page cache in cache-handler.mjs, the kept CMS
// values in src/lib/cms/memo-share.ts): plain JavaScript, so Next's cache handler can load it unbuilt.

/** How long a replica waits for Redis at start-up before it serves from its own cache. */
export const redisConnectWaitMs = 2000;

/**
 * While Redis is away, calls fail at once instead of queueing (the replica answers from its own copy
 * meanwhile), and the client keeps reconnecting, backing off to every 2 s.
 * @param {string} url
 */
export function redisClientOptions(url) {
  return {
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: redisConnectWaitMs,
      /** @param {number} retries */
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
    },
  };
}
