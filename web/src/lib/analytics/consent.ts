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

// What an unanswered visitor counts as. Building an Intl.DateTimeFormat costs milliseconds on a phone,
// so it is decided once, when the browser is idle after hydration, not in the middle of it.
let unanswered: Consent = 'unknown';
let decisionScheduled = false;

function decideUnansweredWhenIdle(): void {
  if (decisionScheduled) return;
  decisionScheduled = true;
  const decide = () => {
    unanswered = asksForConsent(Intl.DateTimeFormat().resolvedOptions().timeZone) ? 'ask' : 'granted';
    window.dispatchEvent(new Event(changeEvent));
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(decide, { timeout: 1000 });
  else setTimeout(decide, 0);
}

function snapshot(): Consent {
  const answer = readCookie();
  if (answer === 'true') return 'granted';
  if (answer === 'false') return 'denied';
  return unanswered;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(changeEvent, onChange);
  decideUnansweredWhenIdle();
  return () => window.removeEventListener(changeEvent, onChange);
}

/**
 * The visitor's consent; `unknown` on the server (pages are static, the banner is decided in the browser)
 * and, for a visitor who has not answered, until the browser is first idle.
 */
export function useConsent(): Consent {
  return useSyncExternalStore(subscribe, snapshot, () => 'unknown');
}

/** Stores the answer for a year and tells every island at once (no reload needed). */
export function answerConsent(granted: boolean): void {
  document.cookie = `${cookieName}=${granted}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
  window.dispatchEvent(new Event(changeEvent));
}
