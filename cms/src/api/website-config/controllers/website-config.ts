import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::website-config.website-config');
