import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import contentRules from '@belong/shared/content-rules.json';

import { slugPattern } from '@/lib/cms/slug';
import { sectionRegistry } from '@/sections/registry';

// What `src/lib/cms/strapi-contract.ts` cannot check at compile time (string values in Strapi's JSON).
const api = join(__dirname, '..', '..', '..', 'cms', 'src', 'api');

type Attribute = { type?: string; regex?: string; components?: string[] };
const contentTypes = readdirSync(api).flatMap((name) => {
  const folder = join(api, name, 'content-types');
  // Custom routes only (`account`): no content type.
  const types = existsSync(folder) ? readdirSync(folder) : [];
  return types.map((type) => ({
    name: `${name}.${type}`,
    attributes: (
      JSON.parse(readFileSync(join(folder, type, 'schema.json'), 'utf8')) as {
        attributes: Record<string, Attribute>;
      }
    ).attributes,
  }));
});

describe('the CMS schemas and the site agree', () => {
  it('every slug the CMS stores follows the one slug rule the site checks', () => {
    const slugFields = contentTypes.flatMap(({ name, attributes }) =>
      Object.entries(attributes)
        .filter(([field]) => /slug$/i.test(field))
        .map(([field, attribute]) => [`${name}.${field}`, attribute] as const),
    );
    expect(slugFields.length).toBeGreaterThanOrEqual(6);
    expect(slugPattern.source).toBe(contentRules.slug.pattern);
    for (const [field, attribute] of slugFields) {
      // An entry's own slug is a `uid` (made from its title): the CMS's save rule checks it with the
      // shared pattern and says why in words, where a schema regex gets Strapi's "does not match".
      if (attribute.type === 'uid') expect(attribute.regex, field).toBeUndefined();
      else expect(attribute.regex, field).toBe(slugPattern.source);
    }
    expect(slugFields.filter(([, attribute]) => attribute.type === 'uid').map(([field]) => field)).toEqual(
      expect.arrayContaining(['blog-post.blog-post.slug', 'event.event.slug', 'hub.hub.slug']),
    );
  });

  it('each dynamic zone offers editors only sections the site can render', () => {
    const zones = contentTypes.flatMap(({ name, attributes }) =>
      Object.entries(attributes)
        .filter(([, attribute]) => attribute.type === 'dynamiczone')
        .map(([field, attribute]) => [`${name}.${field}`, attribute.components ?? []] as const),
    );
    expect(zones.map(([zone]) => zone)).toEqual(
      expect.arrayContaining(['page.page.sections', 'demo.demo.sections']),
    );
    for (const [zone, components] of zones) {
      expect(
        components.filter((component) => !Object.hasOwn(sectionRegistry, component)),
        zone,
      ).toEqual([]);
    }
  });
});
