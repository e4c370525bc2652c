#!/usr/bin/env node
// npm run screenshots: full-page screenshots of the main page types in en, ja and de, on a phone (390 px)
// and a desktop (1280 px), light and dark, into .run/screenshots/ (ignored). Starts the stack like the
// tests do, or uses a running site given as BASE_URL. Each page is scrolled to the end first, so
// content that appears on scroll is in the picture. PAGES=event,ticket takes only those; `ticket` is a
// ticket page, got as a guest would (claim, the mailed link) on the stack this script starts.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { root, startStack } from './lib/test-stack.mjs';

const require = createRequire(join(root, 'web/package.json'));
const { chromium } = require('@playwright/test');

const seed = (name) => JSON.parse(readFileSync(join(root, 'cms/seed', `${name}.json`), 'utf8'));
// An upcoming event in a city with a free and a paid tier: every part of the event page shows.
const event = seed('events').find((entry) => entry.slug.startsWith('sao-paulo')) ?? seed('events').at(-1);
const allPages = {
  home: '/',
  'nft-tickets': '/nft-tickets',
  'token-gating': '/token-gating',
  'creator-pass': '/creator-pass',
  'founder-pass': '/founder-pass',
  terms: '/terms',
  comparison: '/mighty-networks-alternative',
  pricing: '/pricing',
  events: '/events',
  event: `/events/${event.slug}`,
  hub: `/hubs/${seed('hubs')[0].slug}`,
  post: `/blog/${seed('blog-posts')[0].slug}`,
  'sign-in': '/sign-in',
  register: '/register',
  ticket: null,
};
const pages = Object.fromEntries(
  Object.entries(allPages).filter(
    ([name]) => !process.env.PAGES || process.env.PAGES.split(',').includes(name),
  ),
);

/**
 * A guest's ticket on the stack's event: claimed with the site's token, confirmed through the mailed
 * link in a browser (which signs it in), so the cookies can open the ticket page in every context.
 */
async function guestTicket(browser, stack) {
  const tier = event.locales.en.tickets.find((candidate) => candidate.price === 0);
  const email = `screens.${Date.now()}@example.com`;
  const claimed = await fetch(`${stack.cmsUrl}/api/tickets/guest-claim`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.webToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      eventSlug: event.slug,
      tierKey: tier.key,
      locale: 'en',
      name: 'Ana Souza',
      email,
    }),
  });
  if (!claimed.ok) throw new Error(`the guest claim failed: ${claimed.status} ${await claimed.text()}`);
  let token;
  for (let attempt = 0; attempt < 50 && !token; attempt++) {
    // The email-log provider writes each mail as one JSON line (cms/providers/email-log).
    const mail = readFileSync(join(stack.dataDir, 'stack.log'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('[email] '))
      .map((line) => JSON.parse(line.slice('[email] '.length)))
      .find((candidate) => candidate.to === email);
    token = /confirm\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!token) throw new Error('no confirmation mail in the stack log');
  const context = await browser.newContext({ baseURL: stack.siteUrl });
  const page = await context.newPage();
  await page.goto(`/tickets/confirm?token=${token}`);
  await page.waitForURL(/\/account\/tickets\/[\w-]+$/, { timeout: 30_000 });
  const path = new URL(page.url()).pathname;
  const storageState = await context.storageState();
  await context.close();
  return { path, storageState };
}
const locales = (process.env.LOCALES ?? 'en,ja,de').split(',');
const widths = { phone: 390, desktop: 1280 };
const out = join(root, '.run/screenshots');

async function main() {
  const stack = process.env.BASE_URL
    ? null
    : await startStack((line) => console.log(`[screenshots] ${line}`));
  const baseURL = process.env.BASE_URL ?? stack.siteUrl;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  mkdirSync(out, { recursive: true });
  let count = 0;
  let ticket = null;
  if ('ticket' in pages) {
    if (!stack) throw new Error('PAGES=ticket needs the stack this script starts (no BASE_URL)');
    ticket = await guestTicket(browser, stack);
  }
  try {
    for (const [device, width] of Object.entries(widths)) {
      for (const scheme of ['light', 'dark']) {
        // With a ticket among the pages, every page is seen signed in as its holder.
        const context = await browser.newContext({
          baseURL,
          viewport: { width, height: 900 },
          colorScheme: scheme,
          storageState: ticket?.storageState,
        });
        const page = await context.newPage();
        for (const locale of locales) {
          for (const [name, pagePath] of Object.entries(pages)) {
            const path = pagePath ?? ticket.path;
            const url = locale === 'en' ? path : `/${locale}${path === '/' ? '' : path}`;
            await page.goto(url, { waitUntil: 'load' });
            // Quiet network if it comes: a late request (a prefetch, an update check) must not cost the
            // whole run its pictures, as a strict `networkidle` did now and then on /de/creator-pass.
            await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
            await page.evaluate(async () => {
              for (let y = 0; y < document.body.scrollHeight; y += 400) {
                window.scrollTo(0, y);
                await new Promise((resolve) => setTimeout(resolve, 60));
              }
              window.scrollTo(0, 0);
            });
            await page.waitForTimeout(450);
            await page.screenshot({
              path: join(out, `${name}-${locale}-${device}-${scheme}.png`),
              fullPage: true,
            });
            count += 1;
          }
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await stack?.stop();
  }
  console.log(`[screenshots] ${count} screenshots in ${out}`);
}

main().catch((error) => {
  console.error(`[screenshots] ${error.message}`);
  process.exit(1);
});
