import 'server-only';

import { draftMode } from 'next/headers';

/**
 * Whether this render is an editor's preview (Next's draft mode, turned on by /api/preview). Outside a
 * request (static params, sitemap) there is no draft mode.
 */
export async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

/** Published, cached and tagged for everyone; drafts, never cached, for a preview. */
export async function readMode(tags: string[]): Promise<{ status: 'draft' | 'published'; tags?: string[] }> {
  return (await isPreview()) ? { status: 'draft' } : { status: 'published', tags };
}
