import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::how-to-guide.how-to-guide');
