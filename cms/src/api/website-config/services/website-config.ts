import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::website-config.website-config');
