import { expect, type Page, test } from '@playwright/test';

import { messages, seed, seedConfig } from '../support/stack';
import { endTransitions } from '../support/transitions';

test.describe('help button', () => {
  for (const path of ['/', '/de/blog', '/ja/events', '/blog/no-such-post']) {
    test(`opens the Telegram support chat from the bottom right of ${path}`, async ({ page }) => {
      await page.goto(path);
      const button = page.getByRole('link', { name: 'Telegram Help Button' });
      await expect(button).toHaveAttribute('href', `https://t.me/${seedConfig().helpChatHandle}`);
      await expect(button).toHaveAttribute('target', '_blank');
      await expect(button).toHaveAttribute('rel', /noopener/);
      const box = (await button.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
      expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
    });
  }
});

test.describe('toasts', () => {
  test('a page that shows no toast does not download the toast library', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => body.includes('data-sonner-toaster'))).toHaveLength(0);
  });

  test('top-center, at most 3 visible and 5 kept, closed after 4 s each; a promise toast settles', async ({
    page,
  }) => {
    const t = messages('en').DebugComponents;
    await page.goto('/debug/components');
    await expect(page.locator('[data-sonner-toaster]')).toHaveCount(0);
    const toaster = page.getByRole('region', { name: /Notifications/ });
    for (const kind of ['success', 'info', 'warning', 'error', 'message', 'success'] as const) {
      await page.getByRole('button', { name: t.show[kind] }).click();
    }
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top');
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'center');
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3);
    await expect(page.locator('[data-sonner-toast]:not([data-removed="true"])')).toHaveCount(5);
    await expect(toaster.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });

    await page.getByRole('button', { name: t.show.promise }).click();
    await expect(page.getByText(t.sample.loading)).toBeVisible();
    await expect(page.getByText(t.sample.promiseSuccess)).toBeVisible();
  });
});

test.describe('typeface', () => {
  const fontsOf = async (page: Page, path: string) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font')
        fonts.push(new URL(request.url()).pathname.split('/').pop() ?? '');
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    return fonts;
  };

  test('a Latin page downloads only the Latin part of Inter; the language menu fetches the rest when opened', async ({
    page,
  }) => {
    expect(await fontsOf(page, '/events')).toEqual([expect.stringMatching(/^inter-latin-wght-normal\./)]);
    const cyrillic = page.waitForRequest(/inter-cyrillic-wght-normal\./);
    await page.locator('header details[data-language-switcher] > summary').click();
    await expect(page.getByRole('link', { name: 'Русский' })).toBeVisible();
    await cyrillic;
  });

  test('a Russian page gets the Cyrillic part', async ({ page }) => {
    expect(await fontsOf(page, '/ru/events')).toContainEqual(
      expect.stringMatching(/^inter-cyrillic-wght-normal\./),
    );
  });
});

test.describe('colour mode', () => {
  test('dark is kept in localStorage and applied before the first paint on the next visit', async ({
    page,
  }) => {
    const modes = messages('en').Shell.modes;
    await page.goto('/app');
    // On a phone the switcher sits in the menu.
    const menu = page.locator('details[data-menu] > summary');
    await menu.click();
    await page.getByRole('radio', { name: modes.dark }).check({ force: true });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('dark');

    // The class must be there while the document is still parsing: no flash of the light theme.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { firstClass: string }).firstClass = document.documentElement.className;
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { firstClass: string }).firstClass)).toContain(
      'dark',
    );
    await menu.click();
    await expect(page.getByRole('radio', { name: modes.dark })).toBeChecked();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
  });

  test('system follows the device setting', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/app');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });
});

test.describe('printing', () => {
  /** A text's ink and the paper under it: the nearest background if it prints, white if none does. */
  type Ink = { tag: string; text: string; ink: number[]; paper: number[] | null };

  /** Every text of the main area (elements without child elements, and the heading). */
  const inks = async (page: Page): Promise<Ink[]> => {
    // A printout has the final colours; a switch of media on screen starts colour transitions.
    await endTransitions(page);
    return page.evaluate(() => {
      const canvas = document.createElement('canvas').getContext('2d')!;
      const toRgb = (colour: string) => {
        canvas.clearRect(0, 0, 1, 1);
        canvas.fillStyle = colour;
        canvas.fillRect(0, 0, 1, 1);
        return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      };
      const white = [255, 255, 255];
      const paper = (element: Element): number[] | null => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          const printed = style.printColorAdjust === 'exact';
          // A gradient or an image: its colours are not known here.
          if (style.backgroundImage !== 'none') return printed ? null : white;
          if (!/rgba\(.*, 0\)$|transparent/.test(style.backgroundColor))
            return printed ? toRgb(style.backgroundColor) : white;
        }
        return white;
      };
      return [...document.querySelectorAll('main *')]
        .filter((element) => element instanceof HTMLElement)
        .filter(
          (element) =>
            element.innerText.trim() !== '' && (element.tagName === 'H1' || !element.childElementCount),
        )
        .map((element) => ({
          tag: element.tagName,
          text: element.innerText.trim(),
          ink: toRgb(getComputedStyle(element).color),
          paper: paper(element),
        }));
    });
  };

  /** Relative luminance: 0 black, 1 white. */
  const luminance = ([r, g, b]: number[]) => {
    const linear = (value = 0) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const contrast = (a: number[], b: number[]) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  };
  const headingInk = async (page: Page) => luminance((await inks(page)).find((ink) => ink.tag === 'H1')!.ink);
  /** Texts whose ink would hardly show on the paper under them (contrast below 3:1). */
  const unreadableOnPaper = async (page: Page) =>
    (await inks(page))
      .filter(({ ink, paper }) => paper !== null && contrast(ink, paper) < 3)
      .map(({ text }) => text);

  test('a page prints whole, in dark ink, without the site controls, even in dark mode', async ({ page }) => {
    const ja = messages('ja');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/ja/events');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    // On screen: pale text.
    expect(await headingInk(page)).toBeGreaterThan(0.5);
    const footerText = () => page.locator('footer').evaluate((footer) => (footer as HTMLElement).innerText);

    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    expect(await headingInk(page)).toBeLessThan(0.1);
    expect(await unreadableOnPaper(page)).toEqual([]);
    expect(await footerText()).toContain('©');
    const past = page.locator('section[aria-labelledby="past"]');
    expect(await past.evaluate((section) => (section as HTMLElement).innerText)).toContain(ja.EventList.past);
    await expect(page.getByRole('link', { name: 'Telegram Help Button' })).toBeHidden();
    await expect(page.locator('details[data-menu]')).toBeHidden();
    await expect(page.getByRole('link', { name: ja.Auth.signInLink })).toBeHidden();
    // The four link lists and the social links.
    await expect(page.locator('footer nav')).toHaveCount(5);
    for (const nav of await page.locator('footer nav').all()) await expect(nav).toBeHidden();
  });

  test('an event prints its facts, not the buttons and links that only work on screen', async ({ page }) => {
    const de = messages('de');
    const event = seed('events').find((entry) => entry.slug.startsWith('warsaw'))!;
    await page.goto(`/de/events/${event.slug}`);
    const onScreenOnly = [
      page.getByRole('link', { name: de.Event.addToCalendar }),
      page.getByRole('link', { name: de.EventPage.openMap }),
      page.getByRole('link', { name: de.Event.backToEvents }),
    ];
    for (const control of onScreenOnly) await expect(control).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    for (const control of onScreenOnly) await expect(control).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main time').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: de.Tickets.heading, exact: true })).toBeVisible();
  });

  test('white text on a coloured band or button keeps its background on paper', async ({ page }) => {
    await page.emulateMedia({ media: 'print', colorScheme: 'light' });
    for (const path of ['/de', `/hubs/${seed('hubs')[0]!.slug}`]) {
      await page.goto(path);
      expect(await unreadableOnPaper(page), path).toEqual([]);
    }
  });
});

test.describe('component gallery', () => {
  test('shows both colour modes side by side, whatever the page’s own mode', async ({ page }) => {
    const shell = messages('en').Shell;
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/debug/components');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    // Each panel is the box its heading sits in.
    const panel = (name: string) =>
      page
        .getByRole('region', { name: messages('en').DebugComponents.colourModes })
        .getByRole('heading', { name, exact: true })
        .locator('..');
    const background = (name: string) =>
      panel(name).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(shell.modes.light)).toBe('rgb(255, 255, 255)');
    expect(await background(shell.modes.dark)).not.toBe('rgb(255, 255, 255)');
    const text = (name: string) => panel(name).evaluate((element) => getComputedStyle(element).color);
    expect(await text(shell.modes.light)).not.toBe(await text(shell.modes.dark));
  });

  test('the consent banner preview answers for real and shows the answer', async ({ page }) => {
    const t = messages('en');
    await page.goto('/debug/components');
    const preview = page.getByRole('region', { name: t.DebugComponents.consentBanner });
    await preview.getByRole('button', { name: t.Consent.no }).click();
    await expect(preview.getByText('Your answer: no')).toBeVisible();
    await preview.getByRole('button', { name: t.Consent.yes }).click();
    await expect(preview.getByText('Your answer: yes')).toBeVisible();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'consent')?.value).toBe('true');
  });

  test('the device readout follows a resize', async ({ page }) => {
    await page.goto('/de/debug/components');
    const readout = page
      .getByRole('region', { name: messages('de').DebugComponents.device })
      .getByRole('paragraph');
    await expect(readout).toHaveText(/^Smartphone: \d+ × \d+ px$/);
    await page.setViewportSize({ width: 1280, height: 800 });
    // Pixel sizes read as plain numbers, without grouping, as screen sizes are written.
    await expect(readout).toHaveText('Desktop: 1280 × 800 px');
    await page.setViewportSize({ width: 800, height: 1000 });
    await expect(readout).toHaveText('Tablet: 800 × 1000 px');
  });
});
