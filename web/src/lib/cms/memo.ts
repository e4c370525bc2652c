import { memoShare } from './memo-share';

/** How a kept value travels between replicas as JSON (a Set or a Map needs converting). */
export type MemoCodec<T> = { encode: (value: T) => unknown; decode: (json: unknown) => T };

type Entry = {
  name: string;
  value: unknown;
  /** When the load that gave `value` began (0: the seed); a newer load, here or on a replica, wins. */
  valueAt: number;
  load: () => Promise<unknown>;
  codec: MemoCodec<unknown>;
  pending: Promise<void> | null;
  latest: number;
  /** The first load, answered or failed. */
  first: Promise<void>;
};

const plainJson: MemoCodec<unknown> = { encode: (value) => value, decode: (json) => json };

/**
 * The process's kept values by name. The proxy, the route handlers and the instrumentation hook are
 * separate bundles, each with its own copy of this module, but they run in one Node process: the values
 * live on `globalThis`, so the copy started at boot is the one the proxy reads and the webhook reloads.
 */
const registry: Map<string, Entry> = ((globalThis as { __belongMemos?: Map<string, Entry> }).__belongMemos ??=
  new Map<string, Entry>());

const share = memoShare();

/** One load at a time, unless `fresh`: a load begun before a publish must not be the one kept. */
function reload(entry: Entry, fresh = false): Promise<void> {
  if (entry.pending && !fresh) return entry.pending;
  const ticket = ++entry.latest;
  const startedAt = Date.now();
  const run = entry
    .load()
    .then((loaded) => {
      // A later load wins even if this one ends last, and so does a newer one from another replica.
      if (ticket !== entry.latest || startedAt < entry.valueAt) return;
      entry.value = loaded;
      entry.valueAt = startedAt;
      share?.write(entry.name, { at: startedAt, value: entry.codec.encode(loaded) });
    })
    // The CMS is down or slow: the value kept so far stays in use, and the next round tries again.
    .catch(() => undefined)
    .finally(() => {
      if (entry.pending === run) entry.pending = null;
    });
  entry.pending = run;
  return run;
}

/** Takes a value another replica loaded (or stored before this one started), if it is newer. */
function adopt(entry: Entry, at: number, json: unknown) {
  if (at <= entry.valueAt) return;
  try {
    entry.value = entry.codec.decode(json);
    entry.valueAt = at;
  } catch {
    // Stored by another version of the site: this replica's own loads will do.
  }
}

const listening = globalThis as { __belongMemoListening?: boolean };
if (share && !listening.__belongMemoListening) {
  listening.__belongMemoListening = true;
  share.onUpdate((name, { at, value }) => {
    const entry = registry.get(name);
    if (entry) adopt(entry, at, value);
  });
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
 * Until the first load succeeds the value is `seed()` (what the build knew), or undefined. With several
 * replicas (REDIS_URL) the values are shared: see `memo-share.ts`.
 */
export function memoized<T>(
  name: string,
  load: () => Promise<T>,
  { everyMs, seed, codec }: { everyMs: number; seed?: () => T | undefined; codec?: MemoCodec<T> },
) {
  let entry = registry.get(name);
  if (!entry) {
    const created: Entry = {
      name,
      value: seed?.(),
      valueAt: 0,
      load,
      codec: (codec as MemoCodec<unknown> | undefined) ?? plainJson,
      pending: null,
      latest: 0,
      first: Promise.resolve(),
    };
    registry.set(name, created);
    created.first = reload(created);
    void share?.read(name).then((stored) => stored && adopt(created, stored.at, stored.value));
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
