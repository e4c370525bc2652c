import type { Core, Modules } from '@strapi/strapi';

import { tidyLabel } from './tag-labels';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Stores a post's tag labels trimmed, with single spaces, and gives a tag without a label an empty one,
 * so the save rules (validation/field-rules.ts, registered after this) refuse it in words: Strapi skips
 * `required` on drafts, and the admin sends a tag whose box was never typed in without its label.
 */
export function registerTagTidying(strapi: Core.Strapi): void {
  const middleware: Modules.Documents.Middleware.Middleware = async (context, next) => {
    if (context.uid !== 'api::blog-post.blog-post') return next();
    if (context.action !== 'create' && context.action !== 'update') return next();
    const data = (context.params as { data?: Record<string, unknown> }).data;
    if (data && Array.isArray(data.tags)) {
      data.tags = data.tags.map((item: unknown) =>
        isObject(item)
          ? { ...item, label: typeof item.label === 'string' ? tidyLabel(item.label) : '' }
          : item,
      );
    }
    return next();
  };
  strapi.documents.use(middleware);
}
