import type { Core } from '@strapi/strapi';

type DocumentContext = {
  uid: string;
  action: string;
  params: { documentId?: string; data?: { hidden?: unknown } };
};

/**
 * Hiding is moderation, not an edit waiting to be published: when an editor saves an event with
 * "Hidden by moderators" changed, every version of it (draft and published, all languages) takes the
 * value at once. Written before the save goes on, so the save's `entry.update` webhook has the site
 * read the event already hidden.
 */
export function registerHiddenEverywhere(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const ctx = context as unknown as DocumentContext;
    const hidden = ctx.params.data?.hidden;
    if (
      ctx.uid === 'api::event.event' &&
      ctx.action === 'update' &&
      ctx.params.documentId &&
      typeof hidden === 'boolean'
    ) {
      await strapi.db
        .query('api::event.event')
        .updateMany({ where: { documentId: ctx.params.documentId }, data: { hidden } });
    }
    return next();
  });
}
