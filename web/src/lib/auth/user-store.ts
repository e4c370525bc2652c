'use client';

import { useEffect, useSyncExternalStore } from 'react';

import type { SiteUser } from './schemas';
import { sessionHintCookie } from './session-hint';

/**
 * SPEC 3/4: the signed-in user, kept in shared state under `strapi_user` and fetched once on app start
 * when none is there. Only a visitor whose browser holds the session hint (a cookie without any secret)
 * is asked for: anonymous visitors, most of them, make no request at all.
 */
export const userStateKey = 'strapi_user';

export type UserState =
  | { status: 'unknown' }
  | { status: 'anonymous' }
  | { status: 'signed-in'; user: SiteUser };

const shared = new Map<string, UserState>([[userStateKey, { status: 'unknown' }]]);
const listeners = new Set<() => void>();
let loading: Promise<void> | undefined;

const read = () => shared.get(userStateKey)!;
const unknown: UserState = { status: 'unknown' };

export function setUser(user: SiteUser | null): void {
  shared.set(userStateKey, user ? { status: 'signed-in', user } : { status: 'anonymous' });
  for (const listener of listeners) listener();
}

const hasSessionHint = () => document.cookie.split('; ').some((part) => part === `${sessionHintCookie}=1`);

/** Loads the user from the site (never from Strapi): `auth.me` answers `null` for an ended session. */
export function loadUser(force = false): Promise<void> {
  if (!force && read().status !== 'unknown') return Promise.resolve();
  if (!hasSessionHint()) {
    setUser(null);
    return Promise.resolve();
  }
  loading ??= import('@/lib/trpc/client')
    .then(({ createSiteClient }) => createSiteClient().auth.me.query())
    .then(setUser, () => setUser(null))
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The user state; `unknown` on the server and until the browser has looked (pages stay identical). */
export function useUser(): UserState {
  const state = useSyncExternalStore(subscribe, read, () => unknown);
  useEffect(() => {
    void loadUser();
  }, []);
  return state;
}
