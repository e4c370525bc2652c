import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

import { type Locale, languageTag, locales } from '@/i18n/locales';

type Tree = { [key: string]: string | Tree };

const load = (locale: string) =>
  JSON.parse(readFileSync(join(__dirname, '../../messages', `${locale}.json`), 'utf8')) as Tree;

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[prefix + key, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const english = flatten(load('en'));
type Element = { value?: unknown; options?: Record<string, { value: Element[] }>; children?: Element[] };

/** The argument names of a message (also inside plural, select and tag branches), from its parsed form. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      // Literal text (0) and `#` (7) carry no argument name; every other element type does.
      if ('type' in element && element.type !== 0 && element.type !== 7) names.add(String(element.value));
      Object.values(element.options ?? {}).forEach((option) => walk(option.value));
      walk(element.children ?? []);
    }
  };
  walk(new IntlMessageFormat(message, 'en').getAst() as Element[]);
  return [...names].sort();
}

// Words that are the same in English and in the language, on purpose (brand and product names).
const sameAsEnglish = new Set([
  'Blog',
  'Demos',
  'Hubs',
  'Creator Pass',
  'Founder Pass',
  'App',
  'Debug',
  'NFT',
]);
// Messages spelled exactly as in English because that is the language's own wording.
const sameOnPurpose: Partial<Record<Locale, string[]>> = {
  es: ['ErrorPage.statusLabel'], // "Error {status}"
  fr: ['HowTo.duration', 'Shell.notifications'], // "# minute / # minutes", "Notifications"
};

describe.each(locales.filter((locale) => locale !== 'en'))('messages/%s.json', (locale) => {
  const messages = flatten(load(locale));

  it('has exactly the keys of the English file', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
  });

  it('keeps every placeholder and compiles for its locale', () => {
    for (const [key, message] of Object.entries(messages)) {
      expect(placeholders(message), key).toEqual(placeholders(english[key] ?? ''));
      expect(() => new IntlMessageFormat(message, languageTag(locale)), key).not.toThrow();
    }
  });

  it('leaves no sentence in English', () => {
    const untranslated = Object.entries(messages).filter(
      ([key, message]) =>
        message === english[key] &&
        message.includes(' ') &&
        !sameAsEnglish.has(message) &&
        !sameOnPurpose[locale]?.includes(key),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});

describe('plural forms', () => {
  it.each<[Locale, number[], string[]]>([
    ['pl', [1, 2, 5, 22], ['1 wpis', '2 wpisy', '5 wpisów', '22 wpisy']],
    ['ru', [1, 2, 5, 21], ['1 статья', '2 статьи', '5 статей', '21 статья']],
    ['uk', [1, 3, 11, 22], ['1 стаття', '3 статті', '11 статей', '22 статті']],
  ])('%s uses its own plural categories', (locale, counts, expected) => {
    const message = flatten(load(locale))['BlogIndex.postCount']!;
    const format = new IntlMessageFormat(message, languageTag(locale));
    expect(counts.map((count) => format.format({ count }))).toEqual(expected);
  });
});
