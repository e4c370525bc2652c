import type { StrapiApp } from '@strapi/strapi/admin';

export default {
  config: {
    // Editors publish in all 14 site languages; let them use the admin in theirs where Strapi has it.
    locales: ['de', 'es', 'fr', 'id', 'it', 'ja', 'ko', 'pl', 'pt', 'ru', 'tr', 'uk', 'zh-Hans'],
    // The machines that run this admin reach no network beyond the npm registry.
    notifications: { releases: false },
    tutorials: false,
  },
  bootstrap(_app: StrapiApp) {},
};
