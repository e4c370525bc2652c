import type { Locale } from '@/i18n/locales';
import { localizedPath, routeHref } from '@/routes/match';

/** The blog list filtered to one tag (the proxy serves it from `blog-filtered`). */
export function tagHref(tag: string, locale: Locale): string {
  return `${localizedPath(routeHref('blog'), {}, locale)}?${new URLSearchParams({ tag }).toString()}`;
}
