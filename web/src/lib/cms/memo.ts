type Reload = () => Promise<unknown>;

/**
 * The process's memoized values by name. The proxy and the route handlers are separate bundles, each
 * with its own copy of this module and of the values, but they run in one Node process: the registry
 * lives on `globalThis`, so the webhook (a route handler) reaches the copies the proxy reads.
 */
const registry: Map<string, Set<Reload>> = ((
  globalThis as { __belongMemos?: Map<string, Set<Reload>> }
).__belongMemos ??= new Map());

/** Loads the named values again now, every copy of them (the CMS webhook, after a publish). */
export async function reloadMemoized(names: string[]): Promise<void> {
  await Promise.all(names.flatMap((name) => [...(registry.get(name) ?? [])].map((reload) => reload())));
}

/**
 * A value loaded from the CMS and kept in this process for `ttlMs` (the proxy cannot use Next's data
 * cache). After that the old value is still served while one reload runs; if the CMS is down the old
 * value stays. Each replica keeps its own copy, refreshed by `ttlMs` or, on the replica that receives
 * the CMS webhook, at once (`reloadMemoized(name)`).
 */
export function memoized<T>(name: string, load: () => Promise<T>, ttlMs: number) {
  let value: T | undefined;
  let loadedAt = 0;
  let failedAt = 0;
  let pending: Promise<T | undefined> | null = null;
  let latest = 0;

  /** One load at a time, unless `fresh`: a load begun before a publish must not be the one used. */
  function reload(fresh = false): Promise<T | undefined> {
    if (pending && !fresh) return pending;
    const ticket = ++latest;
    const run: Promise<T | undefined> = load()
      .then((loaded) => {
        // A later load wins even if this one ends last.
        if (ticket === latest) {
          value = loaded;
          loadedAt = Date.now();
        }
        return value;
      })
      .catch(() => {
        failedAt = Date.now();
        return value;
      })
      .finally(() => {
        if (pending === run) pending = null;
      });
    pending = run;
    return run;
  }

  const copies = registry.get(name) ?? new Set<Reload>();
  copies.add(() => reload(true));
  registry.set(name, copies);

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
