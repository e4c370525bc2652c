#!/usr/bin/env node
// npm run i18n:check: every language complete and consistent with English, in the UI messages
// (web/messages) and in the CMS seed content (cms/seed). Prints each problem; exits 1 if any.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { parse } from '@formatjs/icu-messageformat-parser';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = (...parts) => JSON.parse(readFileSync(join(root, ...parts), 'utf8'));
const allow = readJson('scripts/i18n/allow-list.json');
// Translations not written yet, listed so the gap is visible and shrinks: a listed page or text that
// now exists is a problem too (take it off the list).
const pending = readJson('scripts/i18n/pending.json');
let pendingCount = 0;
function isPending(group, locale, name) {
  return pending[group]?.[locale]?.includes(name) ?? false;
}
const locales = readdirSync(join(root, 'web/messages'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -5))
  .sort();
const others = locales.filter((locale) => locale !== 'en');
const problems = [];
const report = (where, message) => problems.push(`${where}: ${message}`);

// --- what counts as "left in English" -------------------------------------------------------------

const terms = [...allow.terms].sort((a, b) => b.length - a.length);
/**
 * True when a string still has words of its own once names, numbers, links and placeholders are gone.
 * A single word is not counted: many are the same in both languages ("Menu", "Community", "Source").
 */
function hasOwnWords(text) {
  if (!/\s/.test(text.trim())) return false;
  let rest = text
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\{[^}]*\}/g, ' ');
  for (const term of terms) rest = rest.split(term).join(' ');
  return (rest.match(/\p{L}/gu) ?? []).length >= 3;
}

// --- UI messages --------------------------------------------------------------------------------

function flatten(tree, prefix = '') {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  );
}

/** The argument names of an ICU message, including those inside plural, select and tag branches. */
function argumentsOf(message) {
  const names = new Set();
  const walk = (elements) => {
    for (const element of elements) {
      if (element.type !== 0 && element.type !== 7) names.add(String(element.value));
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      walk(element.children ?? []);
    }
  };
  walk(parse(message));
  return [...names].sort().join(',');
}

const englishMessages = new Map(flatten(readJson('web/messages/en.json')));
for (const locale of others) {
  const where = `web/messages/${locale}.json`;
  const messages = new Map(flatten(readJson('web/messages', `${locale}.json`)));
  for (const key of englishMessages.keys()) if (!messages.has(key)) report(where, `missing key ${key}`);
  for (const [key, message] of messages) {
    const english = englishMessages.get(key);
    if (english === undefined) {
      report(where, `extra key ${key}`);
      continue;
    }
    let args;
    try {
      args = argumentsOf(message);
    } catch (error) {
      report(where, `${key} is not a valid ICU message (${error.message})`);
      continue;
    }
    if (args !== argumentsOf(english))
      report(where, `${key} has arguments {${args}}, English {${argumentsOf(english)}}`);
    if (message === english && hasOwnWords(message) && !allow.messages[locale]?.includes(key)) {
      report(where, `${key} is the same as English: "${message}"`);
    }
  }
}

// --- CMS seed content ---------------------------------------------------------------------------

const skippedFields = new Set(allow.fields);

/** Every translatable string of a value with its path, in order. */
function strings(value, path = '') {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .filter(([key]) => !skippedFields.has(key))
      .flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  }
  return [];
}

function compareWithEnglish(where, english, translated) {
  const theirs = new Map(strings(translated));
  for (const [path, text] of strings(english)) {
    const own = theirs.get(path);
    if (own === undefined || own.trim() === '') {
      if (text.trim()) report(where, `${path} is missing`);
    } else if (own === text && hasOwnWords(text)) {
      report(where, `${path} is the same as English: "${text.slice(0, 60)}"`);
    }
  }
}

// Pages: one file per locale, each with every English page and the same sections in the same order.
const pagesDir = 'cms/seed/pages';
const englishPages = readJson(pagesDir, 'en.json');
for (const locale of others) {
  const where = `${pagesDir}/${locale}.json`;
  let pages = {};
  try {
    pages = readJson(pagesDir, `${locale}.json`);
  } catch {
    // No file yet: every page of the locale must then be listed as pending.
  }
  for (const key of Object.keys(pages)) if (!englishPages[key]) report(where, `extra page ${key}`);
  for (const [key, english] of Object.entries(englishPages)) {
    const page = pages[key];
    if (isPending('pages', locale, key)) {
      if (page) report(where, `page ${key} is translated: remove it from scripts/i18n/pending.json`);
      else pendingCount += 1;
      continue;
    }
    if (!page) {
      report(where, `page ${key} is missing`);
      continue;
    }
    const kinds = (sections) => (sections ?? []).map((section) => section.__component).join(', ');
    if (kinds(page.sections) !== kinds(english.sections)) {
      report(
        where,
        `page ${key} has sections [${kinds(page.sections)}], English [${kinds(english.sections)}]`,
      );
      continue;
    }
    compareWithEnglish(`${where} ${key}`, english, page);
  }
}

// Collections: every entry is translated whole; an empty long text (a body or description) in any locale is
// a problem, unless listed in scripts/i18n/pending.json.
const longFields = {
  events: 'description',
  hubs: 'description',
  demos: 'body',
  'blog-posts': 'body',
  'how-to-guides': 'body',
};
for (const [collection, longField] of Object.entries(longFields)) {
  const entries = readJson('cms/seed', `${collection}.json`);
  for (const entry of entries) {
    if (!entry.locales.en?.[longField]?.trim()) {
      report(`cms/seed/${collection}.json ${entry.slug} (en)`, `${longField} is empty`);
    }
  }
  for (const locale of others) {
    for (const entry of entries) {
      const where = `cms/seed/${collection}.json ${entry.slug} (${locale})`;
      const english = entry.locales.en;
      const translated = entry.locales[locale];
      if (!translated) {
        report(where, 'missing');
        continue;
      }
      const withoutBody = ({ [longField]: _body, ...rest }) => rest;
      compareWithEnglish(where, withoutBody(english), withoutBody(translated));
      const listed = isPending(collection, locale, entry.slug);
      if (translated[longField]?.trim()) {
        compareWithEnglish(
          where,
          { [longField]: english[longField] },
          { [longField]: translated[longField] },
        );
        if (listed) report(where, `${longField} is translated: remove it from scripts/i18n/pending.json`);
      } else if (listed) pendingCount += 1;
      else report(where, `${longField} is empty: the page would show English`);
    }
  }
}

for (const problem of problems) console.error(problem);
const pendingNote = pendingCount ? `, ${pendingCount} translations pending (scripts/i18n/pending.json)` : '';
console.log(
  `i18n:check: ${locales.length} locales, ${problems.length} problem${problems.length === 1 ? '' : 's'}${pendingNote}`,
);
process.exit(problems.length ? 1 : 0);
