import { timingSafeEqual } from 'node:crypto';

import { draftMode } from 'next/headers';
import { z } from 'zod';

import { env } from '@/env';
import { isLocale, type Locale } from '@/i18n/locales';
import { previewableTypes, previewPath } from '@/lib/cms/preview-target';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'private, no-store' };

const query = z.object({
  secret: z.string().max(200),
  type: z.enum(previewableTypes),
  documentId: z.string().regex(/^[a-z0-9]{1,64}$/),
  locale: z
    .string()
    .default('en')
    .refine((value): value is Locale => isLocale(value)),
});

function secretMatches(given: string): boolean {
  const secret = env.PREVIEW_SECRET;
  if (!secret || given.length !== secret.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(secret));
}

/**
 * Strapi's Preview button opens this with the shared secret: it turns on Next's draft mode (a cookie
 * for this browser only) and sends the editor to the document's page, which then reads drafts.
 */
export async function GET(request: Request) {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) {
    return Response.json(
      { error: 'Expected secret, type, documentId and locale' },
      { status: 400, headers: noStore },
    );
  }
  if (!secretMatches(parsed.data.secret)) {
    return Response.json({ error: 'Invalid preview secret' }, { status: 401, headers: noStore });
  }
  const { type, documentId, locale } = parsed.data;
  const path = await previewPath(type, documentId, locale);
  if (!path)
    return Response.json({ error: 'No page shows this document' }, { status: 404, headers: noStore });
  (await draftMode()).enable();
  return new Response(null, { status: 307, headers: { ...noStore, Location: path } });
}
