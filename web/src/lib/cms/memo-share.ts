import { createClient } from '@redis/client';

import { redisClientOptions, redisConnectWaitMs } from '../../../redis-options.mjs';

import { env } from '@/env';

/** A kept value as the replicas exchange it: when its load began, and the value in JSON form. */
export type SharedValue = { at: number; value: unknown };

type Listener = (name: string, shared: SharedValue) => void;

export type MemoShare = {
  /** The newest value any replica stored under this name, if Redis has one and answers. */
  read: (name: string) => Promise<SharedValue | undefined>;
  /** Stores a value this replica loaded and tells the other replicas (no waiting, no failure). */
  write: (name: string, shared: SharedValue) => void;
  onUpdate: (listener: Listener) => void;
};

const channel = 'belong:memo';
const keyOf = (name: string) => `belong:memo:${name}`;

/** A stored value, or an announcement (which also names the value). */
function parse(text: string | null): (SharedValue & { name?: string }) | undefined {
  if (!text) return undefined;
  try {
    const { at, value, name } = JSON.parse(text) as Partial<SharedValue & { name: string }>;
    return typeof at === 'number' ? { at, value, name } : undefined;
  } catch {
    return undefined;
  }
}

function connect(url: string): MemoShare {
  const options = redisClientOptions(url);
  const client = createClient(options);
  const subscriber = createClient(options);
  const listeners: Listener[] = [];
  let reported = false;
  for (const connection of [client, subscriber]) {
    connection.on('error', (error: Error) => {
      if (!reported) console.warn(`[memo] Redis unreachable, values stay per replica: ${error.message}`);
      reported = true;
    });
  }
  client.on('ready', () => (reported = false));
  const connected = client.connect().then(
    () => true,
    () => false,
  );
  void subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(channel, (message) => {
        const announced = parse(message);
        if (!announced?.name) return;
        for (const listener of listeners)
          listener(announced.name, { at: announced.at, value: announced.value });
      }),
    )
    .catch(() => undefined);

  return {
    async read(name) {
      // At start the connection is still being made: worth a short wait, never a long one.
      await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, redisConnectWaitMs))]);
      if (!client.isReady) return undefined;
      const stored = parse(await client.get(keyOf(name)).catch(() => null));
      return stored && { at: stored.at, value: stored.value };
    },
    write(name, shared) {
      if (!client.isReady) return;
      const text = JSON.stringify(shared);
      void client
        .multi()
        .set(keyOf(name), text)
        .publish(channel, JSON.stringify({ name, ...shared }))
        .exec()
        .catch(() => undefined);
    },
    onUpdate: (listener) => void listeners.push(listener),
  };
}

/**
 * The values every replica keeps in memory (`memo.ts`), shared through Redis when REDIS_URL is set: the
 * replica that loads a newer value (a webhook, its own round) stores it and announces it, the others
 * take it at once, and a replica that starts while the CMS is down begins from the shared copy.
 */
export function memoShare(): MemoShare | undefined {
  const url = env.REDIS_URL;
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return undefined;
  const state = globalThis as { __belongMemoShare?: MemoShare };
  return (state.__belongMemoShare ??= connect(url));
}
