import 'server-only';

import { timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { z } from 'zod';

import { buildFile } from '@/lib/build/build-file';

/** Next's draft-mode cookie (`draftMode().enable()` sets it; `next/dist/server/api-utils`). */
export const draftCookieName = '__prerender_bypass';

const manifest = z.object({ preview: z.object({ previewModeId: z.string().min(1) }) });
let buildPreviewId: string | null | undefined;

/**
 * The build's draft-mode id, the value Next puts in the cookie and checks it against
 * (`.next/prerender-manifest.json`, where the slug index also reads the build). `null` without a build.
 */
function previewModeId(): string | null {
  if (buildPreviewId === undefined) {
    try {
      const file = buildFile('prerender-manifest.json');
      buildPreviewId = manifest.parse(JSON.parse(readFileSync(file, 'utf8'))).preview.previewModeId;
    } catch {
      buildPreviewId = null;
    }
  }
  return buildPreviewId;
}

/**
 * Whether a request's draft-mode cookie is the real one, as Next's own check decides: the proxy runs
 * before the page, where `draftMode()` is not available. A made-up cookie gets nothing (no framing, no
 * unpublished slugs); under `next dev` Next takes any value, and so does this.
 */
export function isDraftCookie(value: string | undefined): boolean {
  if (!value) return false;
  const id = previewModeId();
  if (!id) return process.env.NODE_ENV !== 'production';
  const given = Buffer.from(value);
  const expected = Buffer.from(id);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
