import { factories } from '@strapi/strapi';

// The core service the core find/findOne/update of routes/ticket.ts call.
export default factories.createCoreService('api::ticket.ticket');
