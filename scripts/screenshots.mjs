#!/usr/bin/env node
// npm run screenshots: full-page screenshots of the main page types in en, ja and de, on a phone (390 px)
// and a desktop (1280 px), light and dark, into .run/screenshots/ (ignored). Starts the stack like the
// tests do, or uses a running site given as BASE_URL. Each page is scrolled to the end first, so
// content that appears on scroll is in the picture.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { root, startStack } from './lib/test-stack.mjs';

const require = createRequire(join(root, 'web/package.json'));
const { chromium } = require('@playwright/test');

const seed = (name) => JSON.parse(readFileSync(join(root, 'cms/src/seed/data', `${name}.json`), 'utf8'));
const event = seed('events').find((entry) => entry.slug.startsWith('warsaw')) ?? seed('events')[0];
const pages = {
  home: '/',
  'nft-tickets': '/nft-tickets',
  'token-gating': '/token-gating',
  'creator-pass': '/creator-pass',
  comparison: '/mighty-networks-alternative',
  events: '/events',
  event: `/events/${event.slug}`,
  hub: `/hubs/${seed('hubs')[0].slug}`,
  post: `/blog/${seed('blog-posts')[0].slug}`,
  'sign-in': '/sign-in',
  register: '/register',
};
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
  try {
    for (const [device, width] of Object.entries(widths)) {
      for (const scheme of ['light', 'dark']) {
        const context = await browser.newContext({
          baseURL,
          viewport: { width, height: 900 },
          colorScheme: scheme,
        });
        const page = await context.newPage();
        for (const locale of locales) {
          for (const [name, path] of Object.entries(pages)) {
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
            // A full-page picture reaches beyond the viewport, where the browser leaves
            // `render-near-view` blocks undrawn until a reader scrolls near them: draw them all for it.
            await page.addStyleTag({ content: '.render-near-view { content-visibility: visible; }' });
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
