'use client';

import { type ComponentProps, useSyncExternalStore } from 'react';

import { Link as IntlLink } from './navigation-base';
import { mayPrefetch } from './prefetch-policy';

type Connection = EventTarget & { saveData?: boolean; effectiveType?: string };
const connection = () => (navigator as Navigator & { connection?: Connection }).connection;

function subscribe(onChange: () => void) {
  connection()?.addEventListener('change', onChange);
  return () => connection()?.removeEventListener('change', onChange);
}

/** The locale-aware link with the site's prefetch policy (see `mayPrefetch`). */
export function Link({ prefetch, href, ...props }: ComponentProps<typeof IntlLink>) {
  const allowed = useSyncExternalStore(
    subscribe,
    () => mayPrefetch(href, connection()),
    () => false,
  );
  return <IntlLink href={href} prefetch={allowed ? prefetch : false} {...props} />;
}
