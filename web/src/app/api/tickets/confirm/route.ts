import { TRPCError } from '@trpc/server';

import { isLocale } from '@/i18n/locales';
import { confirmClaim, TicketRefusal } from '@/lib/cms/tickets';
import { confirmInput } from '@/lib/tickets/schemas';
import { storeTokens } from '@/server/auth/cookies';
import { clientIp, isHttps, isSameOrigin } from '@/server/auth/request';
import { countAuthAttempt } from '@/server/trpc/account-procedure';
import { localizedPath, routeHref } from '@/routes/match';

/**
 * The mailed link's button without JavaScript: the same confirmation as `tickets.confirm` (origin
 * check, the sign-in limit), then a redirect to the new ticket, signed in. The link itself only opens
 * the page: a mail scanner that follows links does not use the one-time token up.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return Response.json({ error: 'Cross-site request refused' }, { status: 403 });
  const form = Object.fromEntries(await request.formData().catch(() => new FormData()));
  const locale = isLocale(form.locale) ? form.locale : 'en';
  // Relative, as the claim route's: `request.url` names the server's own address behind the proxies.
  const redirect = (path: string) => new Response(null, { status: 303, headers: { Location: path } });
  const failed = (reason: string) =>
    redirect(`${localizedPath(routeHref('tickets-confirm'), {}, locale)}?error=${reason}`);

  const input = confirmInput.safeParse({ token: form.token });
  if (!input.success) return failed('invalidToken');
  try {
    const ip = clientIp(request.headers);
    await countAuthAttempt(ip);
    const { ticket, tokens } = await confirmClaim(input.data, { ip });
    await storeTokens(tokens, isHttps(request));
    return redirect(localizedPath(routeHref('account-tickets-code', { code: ticket.code }), {}, locale));
  } catch (error) {
    if (error instanceof TicketRefusal) return failed(error.reason);
    if (error instanceof TRPCError && error.code === 'TOO_MANY_REQUESTS') return failed('rateLimited');
    return failed('unknown');
  }
}
