import { factories } from '@strapi/strapi';

// The sections' nested components are populated by the CMS (see the middleware for why).
const withSections = { middlewares: ['global::sections-populate'] };

export default factories.createCoreRouter('api::page.page', {
  config: { find: withSections, findOne: withSections },
});
