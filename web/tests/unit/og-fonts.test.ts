import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';

import { locales } from '@/i18n/locales';
import { ogFontFiles, ogFontScripts, readOgFont } from '@/lib/og/fonts';

const seed = join(__dirname, '../../../cms/seed');
const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

type Localized = { locales: Record<string, { title?: string; name?: string }> };

/** Every text an Open Graph card of the locale can show: page titles, entry titles, page names. */
function cardTexts(locale: string): string[] {
  const pageFile = join(seed, `pages/${locale}.json`);
  // A locale whose pages are not translated yet shows the English ones.
  const pages = read(existsSync(pageFile) ? pageFile : join(seed, 'pages/en.json')) as Record<
    string,
    { title: string }
  >;
  const entries = ['events', 'hubs', 'blog-posts', 'how-to-guides', 'demos'].flatMap((file) =>
    (read(join(seed, `${file}.json`)) as Localized[]).map((entry) => {
      const text = entry.locales[locale] ?? entry.locales.en;
      return text?.title ?? text?.name ?? '';
    }),
  );
  const messages = read(join(__dirname, `../../messages/${locale}.json`)) as {
    Layout: { pages: Record<string, string> };
  };
  return [
    ...Object.values(pages).map((page) => page.title),
    ...entries,
    ...Object.values(messages.Layout.pages),
  ];
}

const fonts = new Map<string, Font>();
async function fontFor(script: keyof typeof ogFontFiles): Promise<Font> {
  if (!fonts.has(script)) fonts.set(script, create(await readOgFont(ogFontFiles[script])) as Font);
  return fonts.get(script)!;
}

describe('Open Graph image fonts', () => {
  it.each(locales)('draw every character of the %s cards (no missing glyphs)', async (locale) => {
    const chain = await Promise.all(ogFontScripts(locale).map(fontFor));
    const characters = new Set([...cardTexts(locale).join('')].filter((character) => character.trim()));
    const missing = [...characters].filter(
      (character) => !chain.some((font) => font.hasGlyphForCodePoint(character.codePointAt(0)!)),
    );
    expect(missing).toEqual([]);
  });

  it('use the Japanese, Korean and Chinese faces for those languages, not one shared CJK face', () => {
    expect(ogFontScripts('ja')[0]).toBe('ja');
    expect(ogFontScripts('ko')[0]).toBe('ko');
    expect(ogFontScripts('zh')[0]).toBe('zh');
  });
});
