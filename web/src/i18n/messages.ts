import 'server-only';

import { createHash } from 'node:crypto';

import type en from '../../messages/en.json';

import { type Locale, locales } from './locales';

/** Every locale's messages, loaded once per server (they are part of the build). */
export async function loadMessages(locale: Locale) {
  return ((await import(`../../messages/${locale}.json`)) as { default: typeof en }).default;
}

let hash: Promise<string> | undefined;

/** A short hash of all messages: it changes with every copy change, so clients can cache by it. */
export function messagesHash(): Promise<string> {
  hash ??= Promise.all(locales.map(loadMessages)).then((all) =>
    createHash('sha256').update(JSON.stringify(all)).digest('hex').slice(0, 12),
  );
  return hash;
}
