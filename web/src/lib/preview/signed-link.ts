import 'server-only';

import { createHmac, timingSafeEqual } from 'node:crypto';

export type PreviewLink = { type: string; documentId: string; locale: string; expires: number };

/**
 * The CMS's Preview button signs one document, one language and an expiry with PREVIEW_SECRET
 * (`cms/src/preview/signed-link.ts` signs the same text: `preview`, type, documentId, locale and expiry
 * in Unix seconds, one per line, HMAC-SHA256, base64url), so the secret never travels in a URL.
 */
function signatureOf(secret: string, link: PreviewLink): string {
  const signed = ['preview', link.type, link.documentId, link.locale, String(link.expires)].join('\n');
  return createHmac('sha256', secret).update(signed).digest('base64url');
}

/** Whether `signature` is the CMS's for exactly this link, and the link has not expired. */
export function isSignedPreviewLink(secret: string, link: PreviewLink, signature: string): boolean {
  if (link.expires < Date.now() / 1000) return false;
  // Compared as text: base64url decoding ignores a last character's spare bits, so two texts decode alike.
  const given = Buffer.from(signature);
  const expected = Buffer.from(signatureOf(secret, link));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
