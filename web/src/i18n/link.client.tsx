'use client';

import type { ComponentProps, SyntheticEvent } from 'react';

import { Link as IntlLink, useRouter } from './navigation-base';
import { type Connection, mayPrefetch } from './prefetch-policy';

const connection = () => (navigator as Navigator & { connection?: Connection }).connection;

/**
 * The locale-aware link with the site's prefetch policy (see `mayPrefetch`). A link prefetches once the
 * visitor points at it (hover, focus, touch), not merely by being in view: a page shows a dozen links, and
 * fetching all their payloads at load cost phones about 180 ms of main-thread time (measured, README).
 *
 * The prefetch is asked of the router, and the link itself never re-renders on intent. Switching its
 * `prefetch` prop on hover re-mounted Next's link instance between the pointer's arrival and its click,
 * and about one click in a hundred made in that moment, on a busy machine, never navigated.
 * `prefetch={false}` still opts a link out.
 */
export function Link({
  prefetch,
  href,
  locale,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: Omit<ComponentProps<typeof IntlLink>, 'href'> & { href: string }) {
  const router = useRouter();
  const prefetchOnIntent =
    <E extends SyntheticEvent>(handler?: (event: E) => void) =>
    (event: E) => {
      handler?.(event);
      if (prefetch !== false && mayPrefetch(href, connection())) router.prefetch(href, { locale });
    };
  return (
    <IntlLink
      href={href}
      locale={locale}
      prefetch={false}
      onMouseEnter={prefetchOnIntent(onMouseEnter)}
      onFocus={prefetchOnIntent(onFocus)}
      onTouchStart={prefetchOnIntent(onTouchStart)}
      {...props}
    />
  );
}
