import 'server-only';

import { env } from '@/env';

/**
 * The CMS admin's origin: the only page that may frame the site, and only an editor's preview. Editors
 * open the admin at the CMS's public address (CMS_PUBLIC_URL, nginx's CMS port in the stack), else at
 * the address the site reaches it by (CMS_URL, the same host in local and test runs).
 */
export function adminOrigin(): string {
  return new URL(env.CMS_PUBLIC_URL ?? env.CMS_URL).origin;
}
