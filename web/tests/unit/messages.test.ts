import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

import { type Locale, languageTag } from '@/i18n/locales';

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

// Keys, arguments and untranslated text of every locale are checked by `npm run i18n:check`.

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
