import 'server-only';

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type en from '../../messages/en.json';

import { type Locale, locales } from './locales';

/**
 * A locale's messages for next-intl, loaded once per server. next-intl's plugin compiles them at build
 * time (`precompile` in next.config), so what this returns is next-intl's compiled form, not the file.
 */
export async function loadMessages(locale: Locale) {
  return ((await import(`../../messages/${locale}.json`)) as { default: typeof en }).default;
}

/** A locale's messages as written (the `/_i18n` endpoint): the file, read from disk. */
export async function readMessagesFile(locale: Locale): Promise<typeof en> {
  return JSON.parse(await readFile(join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as typeof en;
}

let hash: Promise<string> | undefined;

/** A short hash of all messages: it changes with every copy change, so clients can cache by it. */
export function messagesHash(): Promise<string> {
  hash ??= Promise.all(locales.map(readMessagesFile)).then((all) =>
    createHash('sha256').update(JSON.stringify(all)).digest('hex').slice(0, 12),
  );
  return hash;
}
