import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::how-to-guide.how-to-guide');
