import { createHmac } from 'node:crypto';

/** How long a Preview link opens draft mode: long enough for an editor's session in the edit view. */
export const previewLinkSeconds = 3600;

/**
 * The Preview button's link names one document in one language until a time, signed with
 * PREVIEW_SECRET, so the secret itself never travels in a URL (browser history, logs, Referer) and a
 * link cannot be turned to another entry. The site's `web/src/lib/preview/signed-link.ts` signs the same
 * text: `preview`, type, documentId, locale and expiry (Unix seconds), one per line, HMAC-SHA256, base64url.
 */
export function previewSignature(
  secret: string,
  link: { type: string; documentId: string; locale: string; expires: number },
): string {
  const signed = ['preview', link.type, link.documentId, link.locale, String(link.expires)].join('\n');
  return createHmac('sha256', secret).update(signed).digest('base64url');
}
