import { createHash } from 'node:crypto';

import type { Core } from '@strapi/strapi';

/** The content an Editor works with. Users, passkeys and saved events are not among them. */
export const editorSubjects = [
  'api::page.page',
  'api::blog-post.blog-post',
  'api::how-to-guide.how-to-guide',
  'api::hub.hub',
  'api::event.event',
  'api::demo.demo',
  'api::website-config.website-config',
  'api::redirect-rule.redirect-rule',
  'api::pass-holding.pass-holding',
  'api::ticket.ticket',
  'api::waitlist-entry.waitlist-entry',
];

/** Fields an Editor never sees: who holds a ticket or waits for one, and the confirmation secrets. */
export const editorHiddenFields: Record<string, string[]> = {
  'api::ticket.ticket': ['holder', 'holderName', 'holderEmail', 'confirmTokenHash', 'confirmCodeHash'],
  'api::waitlist-entry.waitlist-entry': ['name', 'email', 'user'],
};

/**
 * Entries the site writes: an Editor reads them and changes only what is listed (a ticket's status, to
 * cancel it); creating and deleting stay with the site, where seats are counted.
 */
export const editorWritableFields: Record<string, string[]> = {
  'api::ticket.ticket': ['ticketStatus'],
  'api::waitlist-entry.waitlist-entry': [],
};

/** Demo sandboxes are visitors' private try-outs: Editors do not see their events. */
export const notSandboxCondition = {
  displayName: 'Not a demo sandbox',
  name: 'not-demo-sandbox',
  handler: () => ({ sandbox: { $ne: true } }),
};
const notSandboxId = `api::${notSandboxCondition.name}`;

type Permission = {
  action: string;
  subject?: string | null;
  properties?: { fields?: string[]; locales?: string[] };
  conditions?: string[];
};
type AdminServices = {
  permission: {
    actionProvider: { values(): { actionId: string; section: string; subjects?: string[] }[] };
    conditionProvider: { register(condition: typeof notSandboxCondition): Promise<unknown> };
  };
  'content-type': {
    getPermissionsWithNestedFields(
      actions: unknown[],
      options: { restrictedSubjects: string[] },
    ): Permission[];
  };
  role: {
    findOne(params: { code: string }): Promise<{ id: number } | null>;
    assignPermissions(roleId: number, permissions: Permission[]): Promise<unknown>;
  };
};

type LocalesService = { find(): Promise<{ code: string }[]> };

/**
 * What the role is made from. A field's permission names the field, so the content types' fields are in
 * it too: a renamed field (a ticket's `status` became `ticketStatus`) would otherwise stay ungranted on a
 * database whose role was set before.
 */
export const definitionFingerprint = (locales: string[], fields: Record<string, string[]>) =>
  createHash('sha256')
    .update(
      JSON.stringify({
        editorSubjects,
        editorHiddenFields,
        editorWritableFields,
        condition: notSandboxId,
        locales,
        fields,
      }),
    )
    .digest('hex')
    .slice(0, 16);

const mediaPermissions: Permission[] = [
  'plugin::upload.read',
  'plugin::upload.configure-view',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
].map((action) => ({ action }));

/** Where the fingerprint of the Editor role last applied is kept. */
const roleStore = { type: 'plugin', name: 'belong', key: 'editor-role-applied' } as const;

/**
 * Strapi's own "Editor" role (created with the first admin) may read and change every content type but
 * users. Ours: only the content above, without ticket holders' and waitlisters' details, without demo
 * sandboxes' events, and the media library. Set when this definition changes (a fingerprint in the core
 * store), so a Super Admin's later change to the role stands until the versioned one changes.
 */
export async function ensureEditorRole(strapi: Core.Strapi): Promise<boolean> {
  const admin = (name: keyof AdminServices) => strapi.service(`admin::${name}`) as unknown;
  const permission = admin('permission') as AdminServices['permission'];
  await permission.conditionProvider.register(notSandboxCondition);
  const role = await (admin('role') as AdminServices['role']).findOne({ code: 'strapi-editor' });
  if (!role) return false;
  const store = strapi.store({ type: roleStore.type, name: roleStore.name });
  // Without the locales property an i18n permission grants no language at all: every one of them.
  const locales = (await strapi.plugin('i18n').service<LocalesService>('locales').find()).map(
    ({ code }) => code,
  );
  const contentTypes = strapi.contentTypes as unknown as Record<string, { attributes: object }>;
  const fields = Object.fromEntries(
    editorSubjects.map((uid) => [uid, Object.keys(contentTypes[uid]?.attributes ?? {}).sort()]),
  );
  const fingerprint = definitionFingerprint(locales, fields);
  if ((await store.get({ key: roleStore.key })) === fingerprint) return false;

  const actions = permission.actionProvider.values().filter((action) => action.section === 'contentTypes');
  const others = Object.keys(strapi.contentTypes).filter((uid) => !editorSubjects.includes(uid));
  const localized = (uid: string) =>
    (
      strapi.contentTypes as unknown as Record<string, { pluginOptions?: { i18n?: { localized?: boolean } } }>
    )[uid]?.pluginOptions?.i18n?.localized === true;
  const content = (admin('content-type') as AdminServices['content-type'])
    .getPermissionsWithNestedFields(actions, { restrictedSubjects: others })
    .flatMap((granted): Permission[] => {
      const subject = granted.subject ?? '';
      const writable = editorWritableFields[subject];
      if (writable && !granted.action.endsWith('.read') && !granted.action.endsWith('.update')) return [];
      const hidden = editorHiddenFields[subject] ?? [];
      const fields = granted.properties?.fields?.filter(
        (field) =>
          !hidden.some((name) => field === name || field.startsWith(`${name}.`)) &&
          (!writable || !granted.action.endsWith('.update') || writable.includes(field)),
      );
      if (writable && granted.action.endsWith('.update') && !fields?.length) return [];
      const conditions =
        subject === 'api::event.event' && !granted.action.endsWith('.create') ? [notSandboxId] : [];
      const properties = { ...(fields ? { fields } : {}), ...(localized(subject) ? { locales } : {}) };
      return [{ action: granted.action, subject, properties, conditions }];
    });
  await (admin('role') as AdminServices['role']).assignPermissions(role.id, [
    ...content,
    ...mediaPermissions,
  ]);
  await store.set({ key: roleStore.key, value: fingerprint });
  strapi.log.info('Admin "Editor" role set: content without users, ticket holders, passkeys or sandboxes');
  return true;
}
