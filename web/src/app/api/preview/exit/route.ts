import { draftMode } from 'next/headers';

export const dynamic = 'force-dynamic';

/** The page the editor came from, when it is on this site; never an open redirect. */
function returnPath(request: Request): string {
  const referer = request.headers.get('referer');
  if (!referer) return '/';
  try {
    const from = new URL(referer);
    // The Host header, not request.url: behind the standalone server the latter names the bind address.
    return from.host === request.headers.get('host') ? from.pathname + from.search : '/';
  } catch {
    return '/';
  }
}

/** Leaves the preview: the draft-mode cookie is removed and the editor sees the published page again. */
export async function GET(request: Request) {
  (await draftMode()).disable();
  return new Response(null, {
    status: 303,
    headers: { 'Cache-Control': 'private, no-store', Location: returnPath(request) },
  });
}
