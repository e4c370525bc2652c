type Entry = {
  value: unknown;
  load: () => Promise<unknown>;
  pending: Promise<void> | null;
  latest: number;
  /** The first load, answered or failed. */
  first: Promise<void>;
};

/**
 * The process's kept values by name. The proxy, the route handlers and the instrumentation hook are
 * separate bundles, each with its own copy of this module, but they run in one Node process: the values
 * live on `globalThis`, so the copy started at boot is the one the proxy reads and the webhook reloads.
 */
const registry: Map<string, Entry> = ((globalThis as { __belongMemos?: Map<string, Entry> }).__belongMemos ??=
  new Map<string, Entry>());

/** One load at a time, unless `fresh`: a load begun before a publish must not be the one kept. */
function reload(entry: Entry, fresh = false): Promise<void> {
  if (entry.pending && !fresh) return entry.pending;
  const ticket = ++entry.latest;
  const run = entry
    .load()
    .then((loaded) => {
      // A later load wins even if this one ends last.
      if (ticket === entry.latest) entry.value = loaded;
    })
    // The CMS is down or slow: the value kept so far stays in use, and the next round tries again.
    .catch(() => undefined)
    .finally(() => {
      if (entry.pending === run) entry.pending = null;
    });
  entry.pending = run;
  return run;
}

/** Loads the named values again now (the CMS webhook, after a publish). */
export async function reloadMemoized(names: string[]): Promise<void> {
  await Promise.all(
    names.flatMap((name) => {
      const entry = registry.get(name);
      return entry ? [reload(entry, true)] : [];
    }),
  );
}

/**
 * A value from the CMS that the request path reads from memory and never waits for: loaded when the
 * server starts (`instrumentation.ts`), again every `everyMs` and at once on a publish (the webhook).
 * Until the first load succeeds the value is `seed()` (what the build knew), or undefined.
 */
export function memoized<T>(
  name: string,
  load: () => Promise<T>,
  { everyMs, seed }: { everyMs: number; seed?: () => T | undefined },
) {
  let entry = registry.get(name);
  if (!entry) {
    const created: Entry = { value: seed?.(), load, pending: null, latest: 0, first: Promise.resolve() };
    registry.set(name, created);
    created.first = reload(created);
    setInterval(() => void reload(created), everyMs).unref();
    entry = created;
  }
  const kept = entry;
  return {
    /** The value in memory now; never a call to the CMS. */
    current: () => kept.value as T | undefined,
    /** The value once the server's first load has answered or failed (only the first seconds wait). */
    settled: async () => {
      await kept.first;
      return kept.value as T | undefined;
    },
  };
}
