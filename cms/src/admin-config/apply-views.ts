import { createHash } from 'node:crypto';

import type { Core } from '@strapi/strapi';

import { componentViews } from './component-views';
import { contentTypeViews } from './content-type-views';
import { commonFields, type ViewConfig } from './view-types';

type Meta = { edit?: Record<string, unknown>; list?: Record<string, unknown> };
type Configuration = {
  settings?: Record<string, unknown>;
  metadatas?: Record<string, Meta>;
  layouts?: { list?: string[]; edit?: unknown };
};
type ConfigurationService = {
  findConfiguration(model: { uid: string }): Promise<Configuration>;
  updateConfiguration(model: { uid: string }, configuration: Configuration): Promise<unknown>;
};

/** Editors page through lists 25 at a time: all 19 pages fit on one screen of the Page list. */
export const listPageSize = 25;

/** Where the fingerprint of the configuration last applied to each model is kept. */
export const appliedViewsStore = { type: 'plugin', name: 'belong', key: 'admin-views-applied' } as const;

export const viewFingerprint = (view: ViewConfig): string =>
  createHash('sha256').update(JSON.stringify(view)).digest('hex').slice(0, 16);

/**
 * The stored configuration with the versioned one laid over it: only the labels, help texts and
 * placeholders of the fields it names, the list columns, the main field and the page size. Field sizes,
 * the edit layout's order and anything else an editor set stay as they are.
 */
export function mergeView(
  current: Configuration,
  view: ViewConfig,
  attributes: Record<string, unknown>,
  kind: 'content-type' | 'component',
): Configuration {
  const metadatas: Record<string, Meta> = { ...current.metadatas };
  const texts = { ...commonFields, ...view.fields };
  for (const [name, text] of Object.entries(texts)) {
    const meta = metadatas[name];
    if (!meta) continue;
    const isField = name in view.fields;
    metadatas[name] = {
      edit: isField
        ? {
            ...meta.edit,
            label: text.label,
            description: text.description,
            placeholder: text.placeholder ?? '',
          }
        : meta.edit,
      list: { ...meta.list, label: text.label },
    };
  }
  const settings: Record<string, unknown> = { ...current.settings };
  if (view.mainField && view.mainField in attributes) settings.mainField = view.mainField;
  if (kind === 'content-type') {
    settings.pageSize = listPageSize;
    // The entry changed last comes first: what an editor is working on.
    settings.defaultSortBy = 'updatedAt';
    settings.defaultSortOrder = 'DESC';
  }
  const list = view.list?.filter((name) => name in attributes);
  return {
    settings,
    metadatas,
    layouts: { ...current.layouts, ...(list?.length ? { list } : {}) },
  };
}

type Model = { uid: string; attributes: Record<string, unknown> };

/**
 * Applies the versioned admin configuration (labels, help, placeholders, list views) through the
 * Content Manager's own services. Rule: a model's configuration is laid over the stored one when the
 * versioned text for that model changed since it was last applied (a fingerprint per model in the core
 * store), and only then; in between, what an editor changes under "Configure the view" stands.
 */
export async function applyAdminViews(strapi: Core.Strapi): Promise<string[]> {
  const store = strapi.store({ type: appliedViewsStore.type, name: appliedViewsStore.name });
  const applied = ((await store.get({ key: appliedViewsStore.key })) ?? {}) as Record<string, string>;
  const manager = strapi.plugin('content-manager');
  const groups: [
    ConfigurationService,
    Record<string, ViewConfig>,
    Record<string, Model>,
    'content-type' | 'component',
  ][] = [
    [
      manager.service<ConfigurationService>('content-types'),
      contentTypeViews,
      strapi.contentTypes as unknown as Record<string, Model>,
      'content-type',
    ],
    [
      manager.service<ConfigurationService>('components'),
      componentViews,
      strapi.components as unknown as Record<string, Model>,
      'component',
    ],
  ];
  const changed: string[] = [];
  for (const [service, views, models, kind] of groups) {
    for (const [uid, view] of Object.entries(views)) {
      const model = models[uid];
      const fingerprint = viewFingerprint(view);
      if (!model || applied[uid] === fingerprint) continue;
      const current = await service.findConfiguration({ uid });
      await service.updateConfiguration({ uid }, mergeView(current, view, model.attributes, kind));
      applied[uid] = fingerprint;
      changed.push(uid);
    }
  }
  if (changed.length > 0) {
    await store.set({ key: appliedViewsStore.key, value: applied });
    strapi.log.info(`Admin views configured: ${changed.join(', ')}`);
  }
  return changed;
}
