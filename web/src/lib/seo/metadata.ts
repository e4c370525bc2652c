import 'server-only';

import type { Metadata } from 'next';

import { defaultLocale, type Locale, languageTag, locales } from '@/i18n/locales';
import { ogImagePath, ogSize } from '@/lib/og/path';
import { localizedPath } from '@/routes/match';
import { type RouteName, routes } from '@/routes/table';

type RouteMetadata = {
  locale: Locale;
  name: RouteName;
  params?: Record<string, string>;
  title: string;
  description: string;
  /** Locales the page really exists in (CMS entries); others get no hreflang (they show English). */
  availableLocales?: readonly Locale[];
  openGraph?: Metadata['openGraph'];
};

/** Title, description, canonical URL, hreflang alternates (+ x-default) and robots for one route. */
export function routeMetadata({
  locale,
  name,
  params = {},
  title,
  description,
  availableLocales = locales,
  openGraph,
}: RouteMetadata): Metadata {
  const route = routes.find((candidate) => candidate.name === name)!;
  const pathIn = (target: Locale) => localizedPath(route.path, params, target);
  const isDebug = 'debug' in route && route.debug;
  const isHidden = isDebug || ('noindex' in route && route.noindex);
  const languages: Record<string, string> = Object.fromEntries(
    availableLocales.map((target) => [languageTag(target), pathIn(target)]),
  );
  if (availableLocales.includes(defaultLocale)) languages['x-default'] = pathIn(defaultLocale);

  // The drawn card of this page in this locale, unless the editor chose an image in the CMS.
  const images = openGraph?.images ?? [
    { url: ogImagePath(locale, pathIn(defaultLocale)), ...ogSize, alt: title },
  ];
  return {
    title,
    description,
    alternates: { canonical: pathIn(locale), languages: isDebug ? {} : languages },
    robots: isHidden ? { index: false, follow: !isDebug } : undefined,
    openGraph: {
      title,
      description,
      url: pathIn(locale),
      locale: languageTag(locale).replace('-', '_'),
      ...openGraph,
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images },
  };
}
