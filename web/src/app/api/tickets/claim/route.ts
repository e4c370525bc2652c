import { TRPCError } from '@trpc/server';

import { isLocale } from '@/i18n/locales';
import { claimAsGuest, TicketRefusal } from '@/lib/cms/tickets';
import { mayExist } from '@/lib/cms/slug-index';
import { claimInput, guestFields } from '@/lib/tickets/schemas';
import { clientIp, isSameOrigin } from '@/server/auth/request';
import { countAuthAttempt } from '@/server/trpc/account-procedure';
import { localizedPath, routeHref } from '@/routes/match';

/**
 * The event page's guest form without JavaScript: the same claim as `tickets.claim` (origin check, the
 * sign-in limit, the same rules), answered with a redirect to the page that says what happens next.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return Response.json({ error: 'Cross-site request refused' }, { status: 403 });
  const form = Object.fromEntries(await request.formData().catch(() => new FormData()));
  const locale = isLocale(form.locale) ? form.locale : 'en';
  // A relative Location: behind the proxies, `request.url` names the server's own address, which the
  // page's `form-action 'self'` would refuse to follow.
  const next = (query: string) =>
    new Response(null, {
      status: 303,
      headers: { Location: `${localizedPath(routeHref('tickets-confirm'), {}, locale)}?${query}` },
    });

  const input = claimInput.safeParse({ ...form, waitlist: form.waitlist === 'true' });
  const guest = guestFields.safeParse(form);
  if (!input.success || !guest.success) return next('error=invalidForm');
  if (!mayExist('event', input.data.eventSlug)) return next('error=unknownEvent');
  try {
    await countAuthAttempt(clientIp(request.headers));
    const result = await claimAsGuest({ ...input.data, ...guest.data }, { ip: clientIp(request.headers) });
    return next(result.kind === 'waitlisted' ? `waitlisted=${result.position}` : 'sent=1');
  } catch (error) {
    if (error instanceof TicketRefusal) return next(`error=${error.reason}`);
    if (error instanceof TRPCError && error.code === 'TOO_MANY_REQUESTS') return next('error=rateLimited');
    return next('error=unknown');
  }
}
