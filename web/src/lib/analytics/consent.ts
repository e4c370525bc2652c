'use client';

import { useSyncExternalStore } from 'react';

/** SPEC 4: the `consent` cookie (`true`/`false`); unanswered visitors outside Europe count as consented. */
export type Consent = 'granted' | 'denied' | 'ask' | 'unknown';

const cookieName = 'consent';
const changeEvent = 'belong:consent';

function readCookie(): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${cookieName}=`))
    ?.slice(cookieName.length + 1);
}

/** Visitors in a European time zone are asked; everyone else counts as consented until they answer. */
export function asksForConsent(timeZone: string | undefined): boolean {
  return (timeZone ?? '').startsWith('Europe/');
}

function snapshot(): Consent {
  const answer = readCookie();
  if (answer === 'true') return 'granted';
  if (answer === 'false') return 'denied';
  return asksForConsent(Intl.DateTimeFormat().resolvedOptions().timeZone) ? 'ask' : 'granted';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(changeEvent, onChange);
  return () => window.removeEventListener(changeEvent, onChange);
}

/** The visitor's consent; `unknown` on the server (pages are static, the banner is decided in the browser). */
export function useConsent(): Consent {
  return useSyncExternalStore(subscribe, snapshot, () => 'unknown');
}

/** Stores the answer for a year and tells every island at once (no reload needed). */
export function answerConsent(granted: boolean): void {
  document.cookie = `${cookieName}=${granted}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
  window.dispatchEvent(new Event(changeEvent));
}
