'use client';

import { type ComponentProps, type SyntheticEvent, useState, useSyncExternalStore } from 'react';

import { Link as IntlLink } from './navigation-base';
import { mayPrefetch } from './prefetch-policy';

type Connection = EventTarget & { saveData?: boolean; effectiveType?: string };
const connection = () => (navigator as Navigator & { connection?: Connection }).connection;

function subscribe(onChange: () => void) {
  connection()?.addEventListener('change', onChange);
  return () => connection()?.removeEventListener('change', onChange);
}

/**
 * The locale-aware link with the site's prefetch policy (see `mayPrefetch`). A link prefetches once the
 * visitor points at it (hover, focus, touch), not merely by being in view: a page shows a dozen links, and
 * fetching all their payloads at load cost phones about 180 ms of main-thread time (measured, README).
 */
export function Link({
  prefetch,
  href,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: ComponentProps<typeof IntlLink>) {
  const allowed = useSyncExternalStore(
    subscribe,
    () => mayPrefetch(href, connection()),
    () => false,
  );
  const [intent, setIntent] = useState(false);
  const showsIntent =
    <E extends SyntheticEvent>(handler?: (event: E) => void) =>
    (event: E) => {
      setIntent(true);
      handler?.(event);
    };
  return (
    <IntlLink
      href={href}
      prefetch={allowed && intent ? prefetch : false}
      onMouseEnter={showsIntent(onMouseEnter)}
      onFocus={showsIntent(onFocus)}
      onTouchStart={showsIntent(onTouchStart)}
      {...props}
    />
  );
}
