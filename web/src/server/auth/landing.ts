import 'server-only';

import { cookies } from 'next/headers';

import { defaultLocale, isLocale } from '@/i18n/locales';
import { localeCookie } from '@/i18n/routing';
import { pathForRouteName } from '@/routes/match';
import type { RouteName } from '@/routes/table';

/** A page of the site in the visitor's language (their locale cookie), for a redirect's `Location`. */
export async function pageFor(name: RouteName, query = ''): Promise<string> {
  const chosen = (await cookies()).get(localeCookie.name)?.value;
  const locale = isLocale(chosen) ? chosen : defaultLocale;
  return `${pathForRouteName(`${name}___${locale}`)}${query}`;
}
