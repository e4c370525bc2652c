import { matchRoute } from '@/routes/match';

/**
 * Where sign-in may send the visitor back to: a path of this site's own route table (locale-free, as the
 * locale-aware router takes it), never another origin. `//evil.example`, `/\evil`, `https://…` and
 * anything the route table does not know fall back to the account page.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/account'): string {
  if (!value || value.length > 200 || !value.startsWith('/') || /^\/[/\\]/.test(value)) return fallback;
  if (/[\s\\?#%]/.test(value)) return fallback;
  return matchRoute(value) ? value : fallback;
}

/** The sign-in page's address that comes back to `path` afterwards. */
export const signInHref = (path: string) => `/sign-in?next=${encodeURIComponent(path)}`;
