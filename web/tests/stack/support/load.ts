import { from, ownLoopbackAddress } from '../../support/from-address';

/** One request's outcome under load: its status, or the network error it ended in. */
export type Outcome = { url: string; status: number; ms: number; error?: string };

export type LoadResult = {
  total: number;
  failures: Outcome[];
  p99: number;
  statuses: Record<number, number>;
};

/**
 * Steady traffic for a fault test: `concurrency` clients, each sending the next request as soon as the
 * last one answered, over `urls` in turn, until `stop()`. A request that takes longer than `timeoutMs`
 * counts as failed. `ok` decides which statuses are a success (2xx and 3xx by default). Each request
 * comes from a loopback address of its own, as a crowd's would: nginx limits each address
 * (limit_req), and one address sending all of it would be refused.
 */
export function startLoad({
  urls,
  concurrency = 16,
  headers = {},
  timeoutMs = 10_000,
  ok = (status: number) => status < 400,
}: {
  urls: string[];
  concurrency?: number;
  headers?: Record<string, string>;
  timeoutMs?: number;
  ok?: (status: number) => boolean;
}) {
  let running = true;
  const outcomes: Outcome[] = [];
  let next = 0;
  const client = async () => {
    while (running) {
      const url = urls[next++ % urls.length]!;
      const started = performance.now();
      try {
        const answer = await from(ownLoopbackAddress())(url, { headers, timeoutMs });
        outcomes.push({ url, status: answer.status, ms: performance.now() - started });
      } catch (error) {
        outcomes.push({ url, status: 0, ms: performance.now() - started, error: String(error) });
      }
    }
  };
  const clients = Array.from({ length: concurrency }, client);
  return {
    count: () => outcomes.length,
    /**
     * Resolves once `requests` more have ended (answered or failed): what a test does meanwhile was
     * met by that much traffic, however fast or slow the machine is (a fixed pause was not).
     */
    async through(requests: number, timeoutMs = 60_000): Promise<void> {
      const target = outcomes.length + requests;
      const deadline = Date.now() + timeoutMs;
      while (outcomes.length < target) {
        if (Date.now() > deadline) {
          throw new Error(
            `only ${outcomes.length - target + requests} of ${requests} requests in ${timeoutMs} ms`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop(): Promise<LoadResult> {
      running = false;
      await Promise.all(clients);
      const times = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
      const statuses: Record<number, number> = {};
      for (const { status } of outcomes) statuses[status] = (statuses[status] ?? 0) + 1;
      return {
        total: outcomes.length,
        failures: outcomes.filter((outcome) => !ok(outcome.status)),
        p99: times[Math.floor(times.length * 0.99)] ?? 0,
        statuses,
      };
    },
  };
}
