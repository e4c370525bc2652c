/**
 * A value loaded from the CMS and kept in this process for `ttlMs` (the proxy cannot use Next's data
 * cache). After that the old value is still served while one reload runs; if the CMS is down the old
 * value stays. Each replica keeps its own copy: nothing here needs to be shared.
 */
export function memoized<T>(load: () => Promise<T>, ttlMs: number) {
  let value: T | undefined;
  let loadedAt = 0;
  let failedAt = 0;
  let pending: Promise<T | undefined> | null = null;

  function reload(): Promise<T | undefined> {
    pending ??= load()
      .then((fresh) => {
        value = fresh;
        loadedAt = Date.now();
        return fresh;
      })
      .catch(() => {
        failedAt = Date.now();
        return value;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  return {
    /** The cached value (reloaded in the background when old); undefined if it never loaded. */
    async get(): Promise<T | undefined> {
      // Never loaded: wait for the first load, but not again and again while the CMS is failing.
      if (value === undefined && Date.now() - failedAt < ttlMs) {
        void reload();
        return undefined;
      }
      if (value === undefined) return reload();
      if (Date.now() - loadedAt > ttlMs) void reload();
      return value;
    },
    /** Reloads now unless the value is younger than `minAgeMs`; for a probable miss of new content. */
    async refresh(minAgeMs: number): Promise<T | undefined> {
      return Date.now() - loadedAt < minAgeMs ? value : reload();
    },
  };
}
