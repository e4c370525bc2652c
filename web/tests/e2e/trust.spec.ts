import { expect, type Page, test } from '@playwright/test';

import { seriousViolations } from '../support/a11y';
import { messages, seed, seedPages, withBrand } from '../support/stack';

// Issue 26, "Trust" and the consistency pass: the consent banner links the privacy policy, sample
// testimonials stay out of public pages, blog tags are words that lead to a filtered list, and a phone's
// page keeps its height while it is scrolled.

/** The `<h1>` of a CMS page: its hero's heading. */
const heroHeading = (locale: string, key: string) => String(seedPages(locale)[key]!.sections[0]!.heading);

test.describe('the consent banner', () => {
  // A European time zone: the banner asks before any analytics.
  test.use({ timezoneId: 'Europe/Berlin' });

  for (const [locale, prefix] of [
    ['en', ''],
    ['ja', '/ja'],
    ['de', '/de'],
  ] as const) {
    test(`links the privacy policy in the visitor's language (${locale})`, async ({ page }) => {
      const t = messages(locale).Consent;
      await page.goto(`${prefix}/blog`);
      const banner = page.getByRole('region', { name: t.label });
      const link = banner.getByRole('link', { name: t.privacy });
      await expect(link).toHaveAttribute('href', `${prefix}/privacy`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/privacy$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        withBrand(heroHeading(locale, 'privacy')),
      );
    });
  }
});

const testimonialHeadings = (locale: string) =>
  Object.values(seedPages(locale)).flatMap((page) =>
    page.sections.flatMap((section) =>
      section.__component === 'sections.testimonials' ? [String(section.heading)] : [],
    ),
  );

test.describe('testimonials and facts', () => {
  for (const [locale, prefix] of [
    ['en', ''],
    ['ja', '/ja'],
  ] as const) {
    test(`sample testimonials are not shown; product facts carry no "not real" note (${locale})`, async ({
      page,
    }) => {
      // The seed has only sample quotes, on the home page and the nonprofits page.
      const headings = testimonialHeadings(locale);
      expect(headings).toHaveLength(2);
      const pages = seedPages(locale);
      for (const path of [prefix || '/', `${prefix}/nonprofits`]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        for (const heading of headings) {
          await expect(page.getByRole('heading', { name: withBrand(heading) })).toHaveCount(0);
        }
        await expect(page.locator('blockquote')).toHaveCount(0);
      }
      // The Founder Pass figures are facts about the product: shown, with no note calling them examples.
      const stats = pages['founder-pass']!.sections.find(
        (section) => section.__component === 'sections.stats',
      );
      await page.goto(`${prefix}/founder-pass`);
      await expect(page.getByRole('heading', { name: withBrand(String(stats?.heading)) })).toBeVisible();
      await expect(page.locator('main')).not.toContainText(messages(locale).Sections.sampleNote);
    });
  }
});

const post = seed('blog-posts')[0]!;
// A post's tags are its editor's words in each language (the CMS's `blog.tag` component).
const tagLabels = (entry: typeof post, locale: string) =>
  (entry.locales[locale]?.tags as { label: string }[]).map(({ label }) => label);
const taggedWith = (name: string, locale: string) =>
  seed('blog-posts').filter((entry) => tagLabels(entry, locale).includes(name));
// The first tag's key in the link: "NFT tickets" → nft-tickets, "NFTチケット" → nftチケット.
const firstTagKey = { en: 'nft-tickets', ja: 'nftチケット' };

async function followFirstTag(page: Page, locale: 'en' | 'ja', prefix: string) {
  const t = messages(locale);
  const name = tagLabels(post, locale)[0]!;
  await page.goto(`${prefix}/blog/${post.slug}`);
  const list = page.getByRole('list', { name: t.BlogPost.tags });
  // Words, not slugs: every tag of the post in the visitor's language.
  await expect(list.getByRole('link')).toHaveText(tagLabels(post, locale));
  await list.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`${prefix}/blog\\?tag=${encodeURIComponent(firstTagKey[locale])}$`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.BlogTags.heading.replace('{tag}', name));
  const titles = taggedWith(name, locale).map((entry) =>
    String(entry.locales[locale]?.title ?? entry.locales.en?.title),
  );
  for (const title of titles)
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  const other = seed('blog-posts').find((entry) => !tagLabels(entry, locale).includes(name))!;
  await expect(
    page.getByRole('link', {
      name: String(other.locales[locale]?.title ?? other.locales.en?.title),
      exact: true,
    }),
  ).toHaveCount(0);
  await expect(page.getByRole('link', { name: t.BlogTags.allPosts })).toHaveAttribute(
    'href',
    `${prefix}/blog`,
  );
}

test.describe('blog tags', () => {
  test('a tag is a word that leads to the posts sharing it, en and ja', async ({ page }) => {
    await followFirstTag(page, 'en', '');
    await followFirstTag(page, 'ja', '/ja');
  });

  test('the tag links work without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await followFirstTag(page, 'ja', '/ja');
    await context.close();
  });

  test('a tag no post has, or a malformed one, is answered gracefully', async ({ page }) => {
    const unknown = await page.goto('/de/blog?tag=no-such-tag');
    expect(unknown?.status()).toBe(200);
    const t = messages('de').BlogTags;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t.heading.replace('{tag}', 'No such tag'),
    );
    await expect(page.locator('main')).toContainText(t.none.replace('{tag}', 'No such tag'));
    await expect(page.getByRole('link', { name: t.allPosts })).toHaveAttribute('href', '/de/blog');
    // Not a tag at all: the plain list.
    const malformed = await page.goto('/blog?tag=%3Cscript%3E');
    expect(malformed?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(withBrand(heroHeading('en', 'blog')));
    // The rendering route has no address of its own.
    expect((await page.request.get('/blog-filtered?tag=events')).status()).toBe(404);
  });

  test('axe finds no serious or critical violation on a tag list', async ({ page }) => {
    await page.goto(`/ja/blog?tag=${encodeURIComponent(firstTagKey.ja)}`);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('a phone page keeps its height while scrolled', () => {
  for (const path of ['/', '/ja/nft-tickets', '/de/events']) {
    test(`${path}: the same height at the top and after scrolling to the bottom`, async ({ page }) => {
      await page.goto(path);
      const height = () =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return document.documentElement.scrollHeight;
        });
      const atTop = await height();
      // Down screen by screen, as a reader does, to the very end.
      await page.evaluate(async () => {
        const frame = () =>
          new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
          window.scrollTo(0, top);
          await frame();
        }
        window.scrollTo(0, document.documentElement.scrollHeight);
        await frame();
      });
      expect(Math.abs((await height()) - atTop)).toBeLessThanOrEqual(4);
    });
  }
});

test('names are names: a hub and its events keep their own names on German pages', async ({ page }) => {
  const hub = seed('hubs').find((entry) => entry.slug === 'lisbon-web3-builders')!;
  const name = String(hub.locales.en?.name);
  await page.goto(`/de/hubs/${hub.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const summit = seed('events').find((entry) => entry.slug === 'lisbon-builders-winter-summit-2026')!;
  await page.goto(`/de/events/${summit.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(summit.locales.en?.title));
});
