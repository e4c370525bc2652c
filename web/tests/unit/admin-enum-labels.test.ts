import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { enumLabels } from '../../../cms/src/admin/enum-labels';

const cms = join(__dirname, '..', '..', '..', 'cms', 'src');
type Schema = { attributes: Record<string, { type?: string; enum?: string[] }> };
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Schema;

const schemas = [
  ...readdirSync(join(cms, 'api')).flatMap((api) => {
    const dir = join(cms, 'api', api, 'content-types');
    try {
      return readdirSync(dir).map((name) => read(join(dir, name, 'schema.json')));
    } catch {
      return [];
    }
  }),
  ...readdirSync(join(cms, 'components')).flatMap((category) =>
    readdirSync(join(cms, 'components', category)).map((file) =>
      read(join(cms, 'components', category, file)),
    ),
  ),
];
const storedValues = new Set(
  schemas.flatMap((schema) =>
    Object.values(schema.attributes).flatMap((attribute) =>
      attribute.type === 'enumeration' ? (attribute.enum ?? []) : [],
    ),
  ),
);

// The admin's own messages, whose ids are not prefixed the way a plugin's are: a label under one of these
// ids would rename a piece of Strapi's interface.
const strapiAdmin = join(require.resolve('@strapi/admin/package.json'), '..');
const { default: strapiMessages } = createRequire(__filename)(
  join(strapiAdmin, 'dist/admin/admin/src/translations/en.json.js'),
) as { default: Record<string, unknown> };

describe('choice fields in the admin show words (cms/src/admin/enum-labels.ts)', () => {
  it('every stored choice value has a label', () => {
    expect([...storedValues].filter((value) => !enumLabels[value])).toEqual([]);
  });

  it('no label is left for a value no field has', () => {
    expect(Object.keys(enumLabels).filter((value) => !storedValues.has(value))).toEqual([]);
  });

  it("no value is also an id of Strapi's own messages", () => {
    expect(Object.keys(strapiMessages).length).toBeGreaterThan(500);
    expect(Object.keys(enumLabels).filter((value) => value in strapiMessages)).toEqual([]);
  });
});
