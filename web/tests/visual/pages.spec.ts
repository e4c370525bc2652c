import { expect, type Page, test } from '@playwright/test';

import {
  browserLocale,
  fullPageMask,
  localized,
  type Screen,
  screens,
  themes,
  visualLocales,
  widths,
} from './screens';

// Every page type at a phone's and a laptop's width, in English, Japanese and German, light and dark,
// compared with the baselines in __screenshots__/<page>/<locale>-<width>-<theme>.png (the `visual`
// project in playwright.config.ts holds the tolerance). `npm run test:visual:update` at the root
// rewrites the baselines that changed, on purpose.

async function open(page: Page, screen: Screen, path: string) {
  const response = await page.goto(path, { waitUntil: 'load' });
  expect(response?.status(), `${path} answers`).toBe(screen.name === 'not-found' ? 404 : 200);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The page in the other colour mode without a reload: the site follows the system's mode (next-themes
 * listens to it), so half the page loads go. Fonts of the other weights the mode may not need are ready.
 */
async function switchTheme(page: Page, theme: (typeof themes)[number]) {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
  await page.evaluate(() => document.fonts.ready);
}

for (const width of widths) {
  test.describe(`${width.px} px`, () => {
    test.use({
      viewport: { width: width.px, height: width.height },
      isMobile: width.mobile,
      hasTouch: width.mobile,
    });

    for (const screen of screens) {
      for (const locale of visualLocales) {
        test.describe(() => {
          test.use({ locale: browserLocale[locale] });
          test(`${screen.name} · ${locale} · ${width.px} px`, async ({ page }) => {
            const path = localized(screen.path, locale);
            await page.emulateMedia({ colorScheme: themes[0] });
            await open(page, screen, path);
            for (const theme of themes) {
              await test.step(theme, async () => {
                await switchTheme(page, theme);
                const name = `${locale}-${width.px}-${theme}`;
                // Soft: the other theme is still compared when one differs, so a run lists every change.
                await expect
                  .soft(page, `${screen.name} ${name} (${path})`)
                  .toHaveScreenshot([screen.name, `${name}.png`], { mask: screen.mask?.(page) });
                if (screen.fullPage && locale === 'en' && theme === 'light' && width.mobile) {
                  await expect
                    .soft(page, `${screen.name} ${name} whole page (${path})`)
                    .toHaveScreenshot([screen.name, `${name}-full.png`], {
                      fullPage: true,
                      mask: fullPageMask(page, screen),
                    });
                }
              });
            }
          });
        });
      }
    }
  });
}
