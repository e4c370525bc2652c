import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import type enMessages from '../../messages/en.json';

/** Addresses and credentials of the stack `npm test` started (see scripts/test.mjs). */
export const cmsUrl = process.env.CMS_URL ?? 'http://localhost:1337';
export const testToken = process.env.CMS_TEST_API_TOKEN ?? '';
export const runDir = process.env.STACK_RUN_DIR ?? '';

type SeedEntry = {
  slug: string;
  shared: Record<string, unknown>;
  locales: Record<string, Record<string, unknown>>;
};

/** A file the CMS was seeded from (`cms/seed/...`). */
const seedFile = (...path: string[]) => join(__dirname, '..', '..', '..', 'cms', 'seed', ...path);

/** The seeded content, read from the same files the CMS was seeded from. */
export function seed(collection: 'blog-posts' | 'how-to-guides' | 'hubs' | 'events' | 'demos'): SeedEntry[] {
  return JSON.parse(readFileSync(seedFile(`${collection}.json`), 'utf8')) as SeedEntry[];
}

type SeedConfig = {
  siteName: string;
  helpChatHandle: string;
  socialLinks: { platform: string; url: string }[];
  operatorName: string;
  operatorAddress: string;
  operatorEmail: string;
};

/** The seeded website configuration (`cms/seed/website-config.json`). */
export function seedConfig(): SeedConfig {
  return JSON.parse(readFileSync(seedFile('website-config.json'), 'utf8')) as SeedConfig;
}

export type SeedSection = { __component: string } & Record<string, unknown>;
export type SeedPage = { title: string; description: string; sections: SeedSection[] };

/** The seeded pages of one locale (`cms/seed/pages/<locale>.json`), by page key. */
export function seedPages(locale: string): Record<string, SeedPage> {
  const file = seedFile('pages', `${locale}.json`);
  // A language without a file yet has no translated page (scripts/i18n/pending.json lists them).
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, SeedPage>;
}

/**
 * Data read from the REST API made fit to send back: ids dropped at every level, and `__component` first
 * in each dynamic-zone item (Strapi 5.54 refuses it after a nested component: strapi/strapi#27474).
 */
export function writable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(writable);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([key]) => key !== 'id');
    entries.sort(([a], [b]) => Number(b === '__component') - Number(a === '__component'));
    return Object.fromEntries(entries.map(([key, item]) => [key, writable(item)]));
  }
  return value;
}

/** What the site shows for the brand placeholder editors write in CMS text. */
export const withBrand = (text: string) => text.replaceAll('{siteName}', 'Belong');

/** The visible text of an HTML document's `<main>`, tags and scripts removed, entities decoded. */
export function mainText(html: string): string {
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  return decodeEntities(
    main
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** A locale's UI messages, as the site renders them. */
export function messages(locale: string): typeof enMessages {
  return JSON.parse(
    readFileSync(join(__dirname, '..', '..', 'messages', `${locale}.json`), 'utf8'),
  ) as typeof enMessages;
}

/** Calls Strapi's REST API, as an editor's tool would, with the full-access test token. */
export async function cmsApi(
  path: string,
  init: { method?: string; body?: unknown; token?: string | null } = {},
) {
  const token = init.token === undefined ? testToken : init.token;
  const response = await fetch(`${cmsUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await response.json().catch(() => null)) as { data?: unknown; error?: unknown } | null;
  return { status: response.status, json };
}

export function decodeEntities(html: string): string {
  return html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

type SqliteDatabase = {
  prepare(sql: string): { all(...params: unknown[]): Record<string, unknown>[] };
  close(): void;
};

/** Rows of the CMS's own database (SQLite in tests): what the CMS stored, read as an operator would. */
export function cmsRows(sql: string, ...params: unknown[]): Record<string, unknown>[] {
  const Database = createRequire(__filename)('better-sqlite3') as new (
    file: string,
    options: { readonly: boolean },
  ) => SqliteDatabase;
  const db = new Database(join(runDir, 'data.db'), { readonly: true });
  try {
    return db.prepare(sql).all(...params);
  } finally {
    db.close();
  }
}

let adminSession: Promise<string> | undefined;

/**
 * Signs in to the admin panel's API as this run's first admin (scripts/lib/test-stack.mjs), once per
 * test worker: Strapi limits admin sign-ins per address.
 */
export function adminToken(): Promise<string> {
  adminSession ??= (async () => {
    const response = await fetch(`${cmsUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: process.env.CMS_ADMIN_EMAIL, password: process.env.CMS_ADMIN_PASSWORD }),
    });
    const body = (await response.json()) as { data?: { token?: string } };
    if (!body.data?.token) throw new Error(`admin sign-in failed (${response.status})`);
    return body.data.token;
  })();
  adminSession.catch(() => (adminSession = undefined));
  return adminSession;
}

/**
 * The address the admin panel's Preview button opens for a document, as the Content Manager asks for it;
 * `undefined` when the CMS offers no preview for that content type.
 */
export async function adminPreviewUrl(
  uid: string,
  documentId: string,
  locale: string,
): Promise<string | undefined> {
  const query = new URLSearchParams({ documentId, locale, status: 'draft' });
  const response = await fetch(`${cmsUrl}/content-manager/preview/url/${uid}?${query}`, {
    headers: { Authorization: `Bearer ${await adminToken()}` },
  });
  if (response.status === 204) return undefined;
  if (!response.ok) throw new Error(`the preview address failed (${response.status})`);
  return ((await response.json()) as { data: { url?: string } }).data.url;
}

/**
 * Changes one social provider's settings as an editor would in Settings → Providers; the returned
 * function puts the previous settings back.
 */
export async function setProvider(
  name: string,
  settings: Record<string, unknown>,
): Promise<() => Promise<void>> {
  const token = await adminToken();
  const url = `${cmsUrl}/users-permissions/providers`;
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const before = (await (await fetch(url, { headers })).json()) as Record<string, Record<string, unknown>>;
  const put = async (providers: Record<string, unknown>) => {
    const response = await fetch(url, { method: 'PUT', headers, body: JSON.stringify({ providers }) });
    if (!response.ok) throw new Error(`saving the providers failed (${response.status})`);
  };
  await put({ ...before, [name]: { ...before[name], ...settings } });
  return () => put(before);
}
