import type { Core } from '@strapi/strapi';

import { applyAdminViews } from './apply-views';
import { ensureEditorRole } from './editor-role';

/** The admin in plain words (labels, help, list views) and the Editor role, from versioned configuration. */
export async function configureAdmin(strapi: Core.Strapi): Promise<void> {
  await applyAdminViews(strapi);
  await ensureEditorRole(strapi);
}
