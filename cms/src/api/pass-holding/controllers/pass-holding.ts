import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::pass-holding.pass-holding');
