import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { signInMailTexts } from '../../../cms/src/email-sign-in/texts';
import { accountMailTexts } from '../../../cms/src/mail/account-mails';

type Tree = { [key: string]: string | Tree };

const messagesDir = join(__dirname, '../../messages');

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  );
}

// "Site name" in the website configuration is the one source of the brand: copy says `{siteName}`.
// Messages that must name the product itself whatever the site is called go here, with the reason.
const allowed = new Set<string>([]);

const brand = /\bBelong\b/;

describe('the brand comes from the website configuration, never from copy', () => {
  it('no interface message in any locale prints the brand literally', () => {
    const literal = readdirSync(messagesDir)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) =>
        flatten(JSON.parse(readFileSync(join(messagesDir, file), 'utf8')) as Tree)
          .filter(([key, value]) => brand.test(value) && !allowed.has(key))
          .map(([key]) => `${file.replace('.json', '')}: ${key}`),
      );
    expect(literal).toEqual([]);
  });

  it('no mail the CMS sends prints the brand literally', () => {
    const literal = [
      ...Object.entries(signInMailTexts).flatMap(([locale, texts]) =>
        Object.entries(texts).map(([key, value]) => [`sign-in ${locale}: ${key}`, value] as const),
      ),
      ...Object.entries(accountMailTexts).flatMap(([locale, kinds]) =>
        Object.entries(kinds).flatMap(([kind, texts]) =>
          Object.entries(texts).map(([key, value]) => [`${kind} ${locale}: ${key}`, String(value)] as const),
        ),
      ),
    ]
      .filter(([, value]) => brand.test(value))
      .map(([where]) => where);
    expect(literal).toEqual([]);
  });
});
