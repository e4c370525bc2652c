import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

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
        .map(([field, attribute]) => [`${name}.${field}`, attribute.regex] as const),
    );
    expect(slugFields.length).toBeGreaterThanOrEqual(6);
    for (const [field, regex] of slugFields) expect(regex, field).toBe(slugPattern.source);
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
