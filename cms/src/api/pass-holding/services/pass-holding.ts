import { factories } from '@strapi/strapi';

// The core service the core routes of routes/pass-holding.ts call.
export default factories.createCoreService('api::pass-holding.pass-holding');
