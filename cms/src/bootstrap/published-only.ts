import type { Core, Modules } from '@strapi/strapi';

/** What Strapi's router and auth put on a request's state (typed `any` by Strapi). */
type RequestState = { route?: { info?: { type?: string } }; auth?: { strategy?: { name?: string } } };

const readActions = new Set(['findMany', 'findOne', 'findFirst', 'count']);

// Strapi 5.54 names the content-API token strategy `content-api-token` (earlier releases: `api-token`).
const tokenStrategies = new Set(['content-api-token', 'api-token']);

const notHidden = { $or: [{ hidden: { $null: true } }, { hidden: false }] };

/**
 * Strapi lets anyone allowed `find` ask for `?status=draft`. Drafts are for editors: a content-API
 * read that is not made with an API token (the web server's) always gets published entries. Events
 * hidden by the editors are left out of every content-API read (the admin's own routes still show them).
 */
export function registerPublishedOnly(strapi: Core.Strapi): void {
  const middleware: Modules.Documents.Middleware.Middleware = async (context, next) => {
    if (readActions.has(context.action) && context.uid.startsWith('api::')) {
      const state = strapi.requestContext.get()?.state as RequestState | undefined;
      const fromContentApi = state?.route?.info?.type === 'content-api';
      const withApiToken = tokenStrategies.has(state?.auth?.strategy?.name ?? '');
      if (fromContentApi && !withApiToken) {
        (context.params as { status?: string }).status = 'published';
      }
      // An event the editors hid (moderation) is in no list and on no page, whoever reads the API.
      if (fromContentApi && context.uid === 'api::event.event') {
        const params = context.params as { filters?: unknown };
        params.filters = params.filters ? { $and: [params.filters, notHidden] } : notHidden;
      }
    }
    return next();
  };
  strapi.documents.use(middleware);
}
