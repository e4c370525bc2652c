import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';

import { routing } from './i18n/routing';

const handleI18nRouting = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  // A malformed percent-encoding (`/%E0%A4%A`) would make routing throw: answer 400 instead of 500.
  try {
    decodeURIComponent(request.nextUrl.pathname);
  } catch {
    return new Response('Bad Request: malformed percent-encoding in the path', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return handleI18nRouting(request);
}

export const config = {
  // Pages only: not the API, Next's own files, or anything with a file extension.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
