import { draftMode } from 'next/headers';
import { z } from 'zod';

import { env } from '@/env';
import { isLocale, type Locale } from '@/i18n/locales';
import { previewableTypes, previewPath } from '@/lib/cms/preview-target';
import { adminOrigin } from '@/lib/preview/admin-origin';
import { isSignedPreviewLink } from '@/lib/preview/signed-link';

export const dynamic = 'force-dynamic';

/**
 * Never kept, and framed by the CMS admin's preview pane only (next.config's rules leave this route's
 * framing headers to it): an editor sees why a link was refused inside the pane, not "refused to connect".
 */
const headers = () => ({
  'Cache-Control': 'private, no-store',
  'Content-Security-Policy': `default-src 'none'; frame-ancestors ${adminOrigin()}`,
});

const query = z.object({
  type: z.enum(previewableTypes),
  documentId: z.string().regex(/^[a-z0-9]{1,64}$/),
  locale: z
    .string()
    .default('en')
    .refine((value): value is Locale => isLocale(value)),
  expires: z.coerce.number().int().positive().max(1e11),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

const refuse = (status: number, text: string) =>
  new Response(`${text}\n`, {
    status,
    headers: { ...headers(), 'Content-Type': 'text/plain; charset=utf-8' },
  });

/**
 * Strapi's Preview button opens this with a link signed for one document, language and hour: it turns
 * on Next's draft mode (a cookie for this browser only) and sends the editor to the document's page,
 * which then reads drafts. An altered or expired link is refused.
 */
export async function GET(request: Request) {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) {
    return refuse(400, 'This is not a preview link: open the preview from the CMS.');
  }
  const { signature, ...link } = parsed.data;
  if (!env.PREVIEW_SECRET || !isSignedPreviewLink(env.PREVIEW_SECRET, link, signature)) {
    return refuse(401, 'This preview link has expired or was changed: open the preview again from the CMS.');
  }
  const path = await previewPath(link.type, link.documentId, link.locale);
  if (!path) return refuse(404, 'No page of the site shows this document.');
  (await draftMode()).enable();
  return new Response(null, { status: 307, headers: { ...headers(), Location: path } });
}
