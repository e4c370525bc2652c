import { expect, test } from '@playwright/test';

import { cmsPageKey, pageRoutes } from '../../src/routes/pages';
import { locales } from '../support/routes';
import { decodeEntities, mainText, messages, seedPages, withBrand } from '../support/stack';

const english = seedPages('en');
const pathOf = (key: string, locale: string) => {
  const path = key === 'home' ? '/' : `/${key}`;
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
};
// The list intros and the legal pages apart, every CMS page is a marketing page.
const lists = ['hubs', 'events', 'blog', 'how-to', 'demos'];
const marketing = pageRoutes
  .map(cmsPageKey)
  .filter((key) => !lists.includes(key) && key !== 'terms' && key !== 'privacy');
const namespaces = Object.keys(messages('en')).join('|');
// next-intl prints `Namespace.key` where a message is missing.
const missingMessage = new RegExp(`\\b(?:${namespaces})\\.[A-Za-z-]+`);
const sectionHeadings = (html: string) => html.match(/aria-labelledby="section-\d+"/g)?.length ?? 0;

test('every CMS page exists in the seed for every locale', () => {
  for (const key of [...marketing, 'terms', 'privacy', ...lists]) expect(english[key], key).toBeTruthy();
});

test('English marketing pages: the hero from the CMS, at least 3 section headings and 250 words', async ({
  request,
}) => {
  for (const key of marketing) {
    const response = await request.get(pathOf(key, 'en'));
    expect(response.status(), key).toBe(200);
    const html = await response.text();
    const hero = english[key]!.sections[0]!;
    expect(decodeEntities(html), key).toContain(withBrand(String(hero.heading)));
    expect(html.match(/<h2[\s>]/g)?.length ?? 0, key).toBeGreaterThanOrEqual(3);
    const words = mainText(html)
      .split(' ')
      .filter((word) => /\p{L}/u.test(word));
    expect(words.length, key).toBeGreaterThanOrEqual(250);
  }
});

for (const locale of locales) {
  test(`${locale}: every page renders its sections, as many as in English, with no missing message`, async ({
    request,
  }) => {
    const pages = seedPages(locale);
    for (const key of [...marketing, 'terms', 'privacy', ...lists]) {
      const response = await request.get(pathOf(key, locale));
      expect(response.status(), `${locale} ${key}`).toBe(200);
      const html = await response.text();
      expect(mainText(html), `${locale} ${key}`).not.toMatch(missingMessage);
      // Markdown in a field a section shows as plain text would surface as `[text](/path)`.
      expect(mainText(html), `${locale} ${key}`).not.toMatch(/\]\((?:\/|https?:)/);
      const page = pages[key];
      if (page) {
        // Translated: its own hero, no note.
        const hero = withBrand(String(page.sections[0]!.heading));
        expect(decodeEntities(html), `${locale} ${key}`).toContain(hero);
        if (locale !== 'en') expect(html, `${locale} ${key}`).not.toContain('role="note"');
      } else {
        // Not translated yet (scripts/i18n/pending.json): the English page, said so and marked.
        const hero = withBrand(String(english[key]!.sections[0]!.heading));
        expect(decodeEntities(html), `${locale} ${key}`).toContain(hero);
        expect(decodeEntities(html), `${locale} ${key}`).toContain(messages(locale).Content.fallbackNote);
        expect(html, `${locale} ${key}`).toContain('<div lang="en">');
      }
      if (locale !== 'en') {
        const englishHtml = await (await request.get(pathOf(key, 'en'))).text();
        expect(sectionHeadings(html), `${locale} ${key}`).toBe(sectionHeadings(englishHtml));
      }
    }
  });
}

test('the comparison page publishes its FAQ as FAQPage data in each language', async ({ request }) => {
  for (const locale of ['en', 'ja', 'de']) {
    const html = await (await request.get(pathOf('mighty-networks-alternative', locale))).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { '@type': string; mainEntity?: { name: string }[] },
    );
    const faq = blocks.find((block) => block['@type'] === 'FAQPage');
    const page = seedPages(locale)['mighty-networks-alternative'] ?? english['mighty-networks-alternative']!;
    const seeded = page.sections.find((section) => section.__component === 'sections.faq') as unknown as {
      items: { question: string }[];
    };
    expect(
      faq?.mainEntity?.map((item) => item.name),
      locale,
    ).toEqual(seeded.items.map((item) => withBrand(item.question)));
    expect(seeded.items.length).toBeGreaterThanOrEqual(5);
  }
});

test('the comparison table has at least 8 rows, each claim about the competitor sourced and dated', () => {
  const table = english['mighty-networks-alternative']!.sections.find(
    (section) => section.__component === 'sections.comparison-table',
  ) as unknown as { rows: { sourceUrl?: string; sourceSeen?: string }[] };
  expect(table.rows.length).toBeGreaterThanOrEqual(8);
  for (const row of table.rows) {
    expect(row.sourceUrl).toMatch(/^https:\/\//);
    expect(row.sourceSeen).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
});
