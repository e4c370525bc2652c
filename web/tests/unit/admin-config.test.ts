import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { mergeView } from '../../../cms/src/admin-config/apply-views';
import { componentViews } from '../../../cms/src/admin-config/component-views';
import { contentTypeViews } from '../../../cms/src/admin-config/content-type-views';

type Schema = { info: { icon?: string; description?: string }; attributes: Record<string, unknown> };

const cms = join(__dirname, '..', '..', '..', 'cms', 'src');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Schema;

const contentTypes = readdirSync(join(cms, 'api')).flatMap((api) => {
  const dir = join(cms, 'api', api, 'content-types');
  try {
    return readdirSync(dir).map((name) => ({
      uid: `api::${api}.${name}`,
      schema: read(join(dir, name, 'schema.json')),
    }));
  } catch {
    return [];
  }
});
const components = readdirSync(join(cms, 'components')).flatMap((category) =>
  readdirSync(join(cms, 'components', category)).map((file) => ({
    uid: `${category}.${file.replace(/\.json$/, '')}`,
    schema: read(join(cms, 'components', category, file)),
  })),
);

// Users never meet these in the Content Manager's forms: they are written by the site alone.
const internal = ['api::passkey.passkey', 'api::saved-event.saved-event'];

describe('the admin in plain words (cms/src/admin-config)', () => {
  it.each(contentTypes.filter(({ uid }) => !internal.includes(uid)))(
    '$uid: every field has a label and help text',
    ({ uid, schema }) => {
      const view = contentTypeViews[uid];
      expect(view, uid).toBeDefined();
      for (const field of Object.keys(schema.attributes)) {
        expect(view?.fields[field]?.label, `${uid}.${field}`).toBeTruthy();
        expect(view?.fields[field]?.description, `${uid}.${field}`).toBeTruthy();
      }
    },
  );

  it.each(components)(
    '$uid: an icon, a description, and every field labelled and explained',
    ({ uid, schema }) => {
      expect(schema.info.icon, uid).toBeTruthy();
      expect(schema.info.description, uid).toBeTruthy();
      const view = componentViews[uid];
      for (const field of Object.keys(schema.attributes)) {
        expect(view?.fields[field]?.label, `${uid}.${field}`).toBeTruthy();
        expect(view?.fields[field]?.description, `${uid}.${field}`).toBeTruthy();
      }
    },
  );

  it('sections have icons of their own', () => {
    const icons = components
      .filter(({ uid }) => uid.startsWith('sections.'))
      .map(({ schema }) => schema.info.icon);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('lays the versioned text over the stored view, keeping what it does not name', () => {
    const merged = mergeView(
      {
        settings: { pageSize: 10, mainField: 'id', bulkable: true },
        metadatas: {
          href: {
            edit: { label: 'href', description: '', size: 6 },
            list: { label: 'href', sortable: true },
          },
          other: { edit: { label: 'Mine' }, list: { label: 'Mine' } },
        },
        layouts: { list: ['id', 'href'], edit: [[{ name: 'href', size: 6 }]] },
      },
      {
        mainField: 'label',
        list: ['label', 'href', 'gone'],
        fields: { href: { label: 'Link', description: 'A path' } },
      },
      { label: {}, href: {}, other: {} },
      'content-type',
    );
    expect(merged.settings).toMatchObject({ pageSize: 25, mainField: 'label', bulkable: true });
    expect(merged.metadatas?.href).toEqual({
      edit: { label: 'Link', description: 'A path', placeholder: '', size: 6 },
      list: { label: 'Link', sortable: true },
    });
    expect(merged.metadatas?.other?.edit?.label).toBe('Mine');
    expect(merged.layouts).toEqual({ list: ['label', 'href'], edit: [[{ name: 'href', size: 6 }]] });
  });
});
