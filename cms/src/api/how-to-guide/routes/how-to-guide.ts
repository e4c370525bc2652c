import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::how-to-guide.how-to-guide');
