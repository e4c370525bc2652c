import siteLocales from '@belong/shared/locales.json';
import type { StrapiApp } from '@strapi/strapi/admin';

import { enumLabels } from './enum-labels';
import { addMissingLocalesColumn } from './missing-locales-column';

// Strapi's admin names Simplified Chinese `zh-Hans`; it is English by default.
const adminLocales = Object.keys(siteLocales)
  .filter((code) => code !== 'en')
  .map((code) => (code === 'zh' ? 'zh-Hans' : code));

export default {
  config: {
    // Editors publish in all 14 site languages; let them use the admin in theirs where Strapi has it.
    locales: adminLocales,
    // The machines that run this admin reach no network beyond the npm registry.
    notifications: { releases: false },
    tutorials: false,
    // Choice fields show words, not the stored values; English in every admin language, as the
    // fields' labels and help (cms/src/admin-config) are.
    translations: Object.fromEntries(['en', ...adminLocales].map((locale) => [locale, enumLabels])),
  },
  bootstrap(app: StrapiApp) {
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', addMissingLocalesColumn);
  },
};
