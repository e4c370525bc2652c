import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::website-config.website-config');
