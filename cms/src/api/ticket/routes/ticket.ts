import { factories } from '@strapi/strapi';

// Reads and edits for full-access tokens (the tests set a claim's hold in the past); no role has them.
export default factories.createCoreRouter('api::ticket.ticket', { only: ['find', 'findOne', 'update'] });
