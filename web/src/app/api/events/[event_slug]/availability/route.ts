import { availability } from '@/lib/cms/tickets';
import { mayExist } from '@/lib/cms/slug-index';

/**
 * `/api/events/{slug}/availability`: the live counts of an event ("N going", "N left", sold out), so the
 * event page itself stays prerendered and the same for everyone. Public counts only, no cookies read or
 * set; shared caches keep an answer for a few seconds, so a burst of visitors costs the CMS one read.
 */
const fresh = 'public, max-age=5, s-maxage=5, stale-while-revalidate=10';

export async function GET(
  _request: Request,
  { params }: RouteContext<'/api/events/[event_slug]/availability'>,
) {
  const { event_slug: slug } = await params;
  if (!mayExist('event', slug)) return Response.json({ error: 'Unknown event' }, { status: 404 });
  try {
    const counts = await availability(slug);
    return Response.json(counts, { headers: { 'Cache-Control': fresh } });
  } catch {
    // The page still works without counts (the CMS refuses a claim it cannot honour).
    return Response.json(
      { error: 'Counts unavailable, try again shortly' },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '5' } },
    );
  }
}
