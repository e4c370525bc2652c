import { OrganizerRefusal } from '../organizer/refusal';

/** New sandboxes one address may start in an hour (a class of students behind one address fits). */
export const sandboxesPerHour = Number(process.env.SANDBOX_PER_HOUR ?? 30);

const windowMs = 3_600_000;
const starts = new Map<string, number[]>();

/**
 * Counts one new sandbox for the visitor's address (Koa's `ctx.ip`: the socket's, or the one the web
 * server forwards with the proxy secret). Per CMS process, kept in memory: a restart forgets the counts,
 * which costs at most one more hour's worth of throwaway accounts that the sweep deletes anyway.
 */
export function countSandboxStart(address: string, now = Date.now()): void {
  const recent = (starts.get(address) ?? []).filter((at) => at > now - windowMs);
  if (recent.length >= sandboxesPerHour) {
    starts.set(address, recent);
    throw new OrganizerRefusal('rateLimited', `At most ${sandboxesPerHour} demo sandboxes an hour`);
  }
  recent.push(now);
  starts.set(address, recent);
  // Forget addresses that have gone quiet, so the map stays the size of the last hour's visitors.
  if (starts.size > 10_000) {
    for (const [key, times] of starts) if (!times.some((at) => at > now - windowMs)) starts.delete(key);
  }
}
