import type { Core, Modules } from '@strapi/strapi';

/** What Strapi's router and auth put on a request's state (typed `any` by Strapi). */
type RequestState = {
  route?: { info?: { type?: string } };
  auth?: { strategy?: { name?: string } };
  user?: { id?: number };
};

const readActions = new Set(['findMany', 'findOne', 'findFirst', 'count']);

// Strapi 5.54 names the content-API token strategy `content-api-token` (earlier releases: `api-token`).
const tokenStrategies = new Set(['content-api-token', 'api-token']);

const notHidden = { $or: [{ hidden: { $null: true } }, { hidden: false }] };

/** Demo sandbox events (src/sandbox) are read by their own sandbox only: no list, page or index. */
const visibleTo = (userId: number | undefined) => ({
  $or: [{ sandbox: { $null: true } }, { sandbox: false }, ...(userId ? [{ organizer: { id: userId } }] : [])],
});

/**
 * Strapi lets anyone allowed `find` ask for `?status=draft`. Drafts are for editors: a content-API
 * read that is not made with an API token (the web server's) always gets published entries. Events
 * hidden by the editors are left out of every content-API read (the admin's own routes still show them),
 * and so are demo sandbox events, except for the sandbox that made them (its claims and tickets).
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
        const rules = [notHidden, visibleTo(state?.user?.id)];
        params.filters = { $and: params.filters ? [params.filters, ...rules] : rules };
      }
    }
    return next();
  };
  strapi.documents.use(middleware);
}
