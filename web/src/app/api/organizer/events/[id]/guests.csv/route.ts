import { isLocale } from '@/i18n/locales';
import { guests, myEvent, OrganizerRefusal } from '@/lib/cms/organizer';
import { eventId } from '@/lib/organizer/guest-schemas';
import { guestsCsv } from '@/server/organizer/guests-csv';
import { clientIp, isHttps } from '@/server/auth/request';
import { withSession } from '@/server/auth/session';

const notFound = () =>
  Response.json({ error: 'Not found' }, { status: 404, headers: { 'Cache-Control': 'private, no-store' } });

/**
 * `/api/organizer/events/{id}/guests.csv?locale=de`: the guest list as a download, for the event's
 * organizer and co-hosts only (the CMS decides on the session's user; anyone else gets the same 404 as
 * for an event that does not exist, nobody signed in a 401). A plain GET link, so it works without
 * JavaScript; the session cookie is SameSite=Lax, which a top-level link from the page carries.
 */
export async function GET(
  request: Request,
  { params }: RouteContext<'/api/organizer/events/[id]/guests.csv'>,
) {
  const { id } = await params;
  if (!eventId.safeParse(id).success) return notFound();
  const asked = new URL(request.url).searchParams.get('locale');
  const locale = isLocale(asked) ? asked : 'en';
  const visitor = { ip: clientIp(request.headers), secure: isHttps(request) };
  try {
    const answer = await withSession(visitor, async (jwt) => {
      const [event, list] = await Promise.all([myEvent(jwt, id), guests(jwt, id)]);
      return { slug: event.slug, list };
    });
    if (!answer) {
      return Response.json(
        { error: 'Sign in first' },
        { status: 401, headers: { 'Cache-Control': 'private, no-store' } },
      );
    }
    const body = await guestsCsv(answer.list, locale);
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8; header=present',
        // The slug is ASCII already; the filter keeps any surprise out of the header.
        'Content-Disposition': `attachment; filename="guests-${answer.slug.replace(/[^a-z0-9-]/g, '')}.csv"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    if (error instanceof OrganizerRefusal) return notFound();
    throw error;
  }
}
