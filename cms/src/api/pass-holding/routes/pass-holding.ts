import { factories } from '@strapi/strapi';

// For full-access tokens (the tests record holders as an editor would); no role and not the site's token.
export default factories.createCoreRouter('api::pass-holding.pass-holding', {
  only: ['find', 'create', 'delete'],
});
