import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::redirect-rule.redirect-rule');
