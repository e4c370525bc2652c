import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

import { env } from '@/env';
import { CmsError } from '@/lib/cms/errors';
import { OrganizerFieldErrors, OrganizerRefusal, uploadCover } from '@/lib/cms/organizer';
import { coverMaxBytes } from '@/lib/organizer/event-form';
import { clientIp, isHttps, isSameOrigin } from '@/server/auth/request';
import { withSession } from '@/server/auth/session';

export const dynamic = 'force-dynamic';

// The form's multipart framing around a file of at most 5 MB.
const maxBodyBytes = coverMaxBytes + 64 * 1024;
// Per server process, like the account procedures' limit: uploads are the heaviest thing a visitor sends.
const limiter = new RateLimiterMemory({ points: env.AUTH_RATE_LIMIT, duration: 60 });

const answer = (status: number, body: object) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } });
const fieldError = (code: 'notImage' | 'imageTooLarge') =>
  answer(code === 'imageTooLarge' ? 413 : 400, { error: code, fieldErrors: [{ path: 'cover', code }] });

/**
 * An organizer's cover image: multipart with one `file`, from the site's own pages, for a signed-in
 * visitor. The size and the declared type are checked here to spare the CMS; the CMS checks the bytes
 * (magic numbers) and answers the same field codes. Nothing is attached to an event until it is saved.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return answer(403, { error: 'crossSite' });
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > maxBodyBytes) return fieldError('imageTooLarge');
  const ip = clientIp(request.headers);
  try {
    await limiter.consume(ip ?? 'unknown');
  } catch (error) {
    if (error instanceof RateLimiterRes) return answer(429, { error: 'rateLimited' });
    throw error;
  }
  const form = await request.formData().catch(() => null);
  const file = form?.get('file');
  if (!(file instanceof File) || file.size === 0) return fieldError('notImage');
  if (file.size > coverMaxBytes) return fieldError('imageTooLarge');
  if (!file.type.startsWith('image/')) return fieldError('notImage');
  try {
    const uploaded = await withSession({ ip, secure: isHttps(request) }, (jwt) =>
      uploadCover(jwt, file, file.name.slice(-120) || 'cover'),
    );
    if (!uploaded) return answer(401, { error: 'signInFirst' });
    return answer(200, uploaded);
  } catch (error) {
    if (error instanceof OrganizerFieldErrors) {
      return answer(400, { error: 'fields', fieldErrors: error.errors });
    }
    if (error instanceof OrganizerRefusal) {
      return answer(error.reason === 'notFound' ? 404 : 429, { error: error.reason });
    }
    if (error instanceof CmsError && error.status >= 400 && error.status < 500) {
      return answer(error.status, { error: 'refused' });
    }
    if (error instanceof CmsError) return answer(502, { error: 'unavailable' });
    throw error;
  }
}
