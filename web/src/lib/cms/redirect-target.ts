/**
 * Where an editor's internal redirect sends a request: the rule's path on the request's own origin (a
 * path can never turn into another host), with one query made of both. The rule's own parameters win
 * (an editor who wrote `?utm_source=old-site` means that value); the visitor's other parameters are kept.
 * `/new?a=1` asked as `/old?a=2&b=3` goes to `/new?a=1&b=3`, never `/new?a=1?a=2&b=3`.
 */
export function redirectTarget(to: string, request: { origin: string; search: string }): URL {
  const target = new URL(to, request.origin);
  const own = new Set(target.searchParams.keys());
  for (const [key, value] of new URLSearchParams(request.search)) {
    if (!own.has(key)) target.searchParams.append(key, value);
  }
  return target;
}
