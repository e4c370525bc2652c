import type { Core } from '@strapi/strapi';

type FieldMeta = { edit?: Record<string, unknown> };
type Configuration = { metadatas?: Record<string, FieldMeta> };

const key = 'configuration_content_types::api::event.event';

/** What the admin's event form says about the fields organizers' events carry. */
const labels: Record<string, { label: string; description: string }> = {
  hidden: {
    label: 'Hidden by moderators',
    description:
      'Turn on and save to take this event off the site at once (every language, no need to publish): no list, no page (404), no sitemap entry, no new tickets. The organizer sees "hidden by moderators" and cannot undo it.',
  },
  organizerName: {
    label: 'Organizer (shown as "Hosted by")',
    description: 'Set when a site account creates the event; the account itself is in "organizer".',
  },
  sourceLocale: {
    label: 'Written in',
    description: 'The language the organizer wrote the event in: languages without a version show this one.',
  },
};

/**
 * The Content Manager keeps field labels in its own store (not in schema.json), filled in by its
 * bootstrap, which runs before this one: set the moderation field's label and help text there, so an
 * editor finds "Hidden by moderators" with an explanation instead of a bare "hidden" checkbox.
 */
export async function labelModerationFields(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'content_manager' });
  const config = (await store.get({ key })) as Configuration | null;
  if (!config?.metadatas) return;
  let changed = false;
  for (const [field, wanted] of Object.entries(labels)) {
    const meta = config.metadatas[field];
    if (!meta?.edit) continue;
    if (meta.edit.label === wanted.label && meta.edit.description === wanted.description) continue;
    meta.edit = { ...meta.edit, ...wanted };
    changed = true;
  }
  if (changed) await store.set({ key, value: config });
}

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
