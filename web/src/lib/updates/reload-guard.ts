/** SPEC 8: reload at most once per path within 10 s, so a broken deploy cannot loop. */
export const reloadGuardMs = 10_000;

const key = (path: string) => `belong:reloaded:${path}`;

/** Reloads unless this path was reloaded less than 10 s ago; returns whether it reloads. */
export function reloadOnce(
  storage: Storage,
  path: string,
  now = Date.now(),
  reload = () => location.reload(),
): boolean {
  const last = storage.getItem(key(path));
  if (last !== null && now - Number(last) < reloadGuardMs) return false;
  storage.setItem(key(path), String(now));
  reload();
  return true;
}

/** A failed dynamic import or script chunk (the names webpack, Turbopack and browsers use). */
export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return (
    reason.name === 'ChunkLoadError' ||
    /Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed/.test(
      reason.message,
    )
  );
}
