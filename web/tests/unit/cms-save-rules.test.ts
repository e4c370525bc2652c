import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';

import { fieldProblems } from '../../../cms/src/validation/field-problems';
import { country, currency, httpsUrl, link, slug, timeZone } from '../../../cms/src/validation/rules';
import { safeHref } from '@/sections/fields';

const cms = join(__dirname, '..', '..', '..', 'cms', 'src');
const readJson = (...path: string[]) => JSON.parse(readFileSync(join(cms, ...path), 'utf8')) as unknown;
// The seed's content lives beside the CMS's sources, read at seed time.
const seedDir = join(cms, '..', 'seed');
const readSeed = (...path: string[]) => JSON.parse(readFileSync(join(seedDir, ...path), 'utf8')) as unknown;

/** The content model as Strapi loads it from the schema files: `getModel` is all the rules read. */
const models = new Map<string, unknown>();
for (const category of readdirSync(join(cms, 'components'))) {
  for (const file of readdirSync(join(cms, 'components', category))) {
    models.set(`${category}.${file.replace(/\.json$/, '')}`, readJson('components', category, file));
  }
}
for (const name of ['page', 'blog-post', 'how-to-guide', 'hub', 'event', 'demo', 'website-config']) {
  models.set(`api::${name}.${name}`, readJson('api', name, 'content-types', name, 'schema.json'));
}
const strapi = { getModel: (uid: string) => models.get(uid) } as unknown as Core.Strapi;

describe('the CMS refuses at save what the site would drop, and says why', () => {
  it('links: a site path or https, the same rule the site reads', () => {
    const good = ['/events', '/blog?tag=events', '/de/pricing#plans', 'https://example.com/a?b=c'];
    const bad = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://example.com',
      '//evil.example',
      '/\\evil.example',
      'https:///nowhere',
      'events',
      '/two words',
    ];
    for (const value of good) {
      expect(link(value), value).toBeNull();
      expect(safeHref.safeParse(value).success, value).toBe(true);
    }
    for (const value of bad) {
      expect(link(value), value).toMatch(/site path starting with one "\/".*https:\/\//);
      expect(safeHref.safeParse(value).success, value).toBe(false);
    }
  });

  it('time zones from the IANA list, with the zone of a named city offered', () => {
    expect(timeZone('Europe/Lisbon')).toBeNull();
    expect(timeZone('UTC')).toBeNull();
    expect(timeZone('Lisbon time')).toBe(
      '"Lisbon time" is not a time zone: use its name from the IANA list, like Europe/Lisbon or America/New_York (or UTC). Did you mean Europe/Lisbon?',
    );
    expect(timeZone('New York')).toMatch(/Did you mean America\/New_York\?$/);
    expect(timeZone('GMT+1 summer')).not.toMatch(/Did you mean/);
  });

  it('currencies (ISO 4217), countries (ISO 3166), https addresses and slugs', () => {
    expect(currency('EUR')).toBeNull();
    expect(currency('EURO')).toMatch(/three capital letters of ISO 4217/);
    expect(currency('eur')).not.toBeNull();
    expect(country('PT')).toBeNull();
    expect(country('Portugal')).toMatch(/two capital letters of ISO 3166/);
    for (const notCountry of ['EU', 'UN', 'ZZ', 'UK']) expect(country(notCountry), notCountry).not.toBeNull();
    expect(httpsUrl('https://lisbon.example')).toBeNull();
    expect(httpsUrl('http://lisbon.example')).toMatch(/starting with https:\/\//);
    expect(slug('spring-meetup-2026')).toBeNull();
    expect(slug('Spring Meetup')).toMatch(/lowercase letters a–z and digits/);
    expect(slug('a'.repeat(121))).toMatch(/at most 120/);
  });

  it('names the field of a section inside a page, as the admin names its inputs', () => {
    const data = {
      title: 'Token',
      sections: [
        { __component: 'sections.rich-text', body: 'Text' },
        {
          __component: 'sections.hero',
          heading: 'Hi',
          primaryCta: { label: 'Run me', href: 'javascript:alert(1)' },
          secondaryCta: { label: 'Fine', href: '/events' },
        },
        {
          __component: 'sections.plans',
          heading: 'Plans',
          plans: [
            { name: 'Pro', price: '9', currency: 'EURO', cta: { label: 'Buy', href: 'http://x.example' } },
          ],
        },
      ],
    };
    const inPage = fieldProblems(strapi, 'api::page.page', data);
    expect(inPage.map(({ path }) => path)).toEqual([
      ['sections', 1, 'primaryCta', 'href'],
      ['sections', 2, 'plans', 0, 'currency'],
      ['sections', 2, 'plans', 0, 'cta', 'href'],
    ]);
    expect(inPage[0]!.message).toMatch(/^A link must be/);
    expect(inPage[1]!.message).toMatch(/ISO 4217/);
    expect(inPage[2]!.message).toMatch(/^A link must be/);
    const inEvent = fieldProblems(strapi, 'api::event.event', {
      timeZone: 'Lisbon time',
      tickets: [{ name: 'Free', price: 0, currency: 'EUR' }],
    });
    expect(inEvent.map(({ path }) => path)).toEqual([['timeZone']]);
    expect(inEvent[0]!.message).toMatch(/Did you mean Europe\/Lisbon/);
    // A post's tags (the `blog.tag` component): an empty one is refused where the admin shows it.
    const inPost = fieldProblems(strapi, 'api::blog-post.blog-post', {
      tags: [{ label: 'Events' }, { label: '' }, { label: '   ' }],
    });
    expect(inPost.map(({ path }) => path)).toEqual([
      ['tags', 1, 'label'],
      ['tags', 2, 'label'],
    ]);
    expect(inPost[0]!.message).toBe(
      'A tag cannot be empty: write a word or two (like "Events"), or remove the tag.',
    );
  });

  it('checks the links of every Markdown field, in an entry and in a section, under its field', () => {
    const site = { demoSlugs: new Set<string>() };
    const inPost = fieldProblems(
      strapi,
      'api::blog-post.blog-post',
      { title: 'Hi', body: 'Go [here](javascript:alert(1)) or [there](/events).' },
      site,
    );
    expect(inPost.map(({ path }) => path)).toEqual([['body']]);
    expect(inPost[0]!.message).toMatch(/^The link "javascript:alert\(1\)" \("here"\) runs code/);
    const inPage = fieldProblems(
      strapi,
      'api::page.page',
      { sections: [{ __component: 'sections.rich-text', body: 'See [prices](/prcing).' }] },
      site,
    );
    expect(inPage.map(({ path }) => path)).toEqual([['sections', 0, 'body']]);
    expect(inPage[0]!.message).toMatch(/"\/prcing" \("prices"\) goes to no page of the site/);
  });

  it('the seed passes every rule, every Markdown body in every locale included (a refused seed would stop the first start)', () => {
    type Entry = {
      slug?: string;
      shared: Record<string, unknown>;
      locales: Record<string, Record<string, unknown>>;
    };
    const collections = {
      'blog-posts': 'blog-post',
      'how-to-guides': 'how-to-guide',
      hubs: 'hub',
      events: 'event',
      demos: 'demo',
    };
    // The seed writes the demos before the entries that link to them.
    const site = { demoSlugs: new Set((readSeed('demos.json') as Entry[]).map((demo) => demo.slug ?? '')) };
    let bodies = 0;
    for (const [file, type] of Object.entries(collections)) {
      for (const entry of readSeed(`${file}.json`) as Entry[]) {
        for (const [locale, fields] of Object.entries(entry.locales)) {
          const data: Record<string, unknown> = { ...entry.shared, ...fields, hub: null };
          if (typeof data.body === 'string' || typeof data.description === 'string') bodies++;
          expect(fieldProblems(strapi, `api::${type}.${type}`, data, site), `${file} ${locale}`).toEqual([]);
        }
      }
    }
    expect(bodies).toBeGreaterThan(14 * 10);
    for (const file of readdirSync(join(seedDir, 'pages'))) {
      const pages = readSeed('pages', file) as Record<string, Record<string, unknown>>;
      for (const [key, page] of Object.entries(pages)) {
        expect(fieldProblems(strapi, 'api::page.page', page, site), `${file} ${key}`).toEqual([]);
      }
    }
    expect(
      fieldProblems(strapi, 'api::website-config.website-config', readSeed('website-config.json'), site),
    ).toEqual([]);
    // Parsing some 600 Markdown bodies takes seconds on a busy 2-core machine.
  }, 120_000);
});
