import { TRPCError } from '@trpc/server';

import { parseIntent } from '@/lib/auth/intent';
import { emailSignInInput } from '@/lib/auth/schemas';
import { isLocale } from '@/i18n/locales';
import { sendSignInMail } from '@/server/auth/email-sign-in';
import { clientIp, isHttps, isSameOrigin } from '@/server/auth/request';
import { countAuthAttempt } from '@/server/trpc/account-procedure';
import { localizedPath, routeHref } from '@/routes/match';

/**
 * The sign-up and sign-in "e-mail me a code" forms without JavaScript: the same checks as
 * `auth.emailLink` (origin, the sign-in limit, the same answer for any address), then the code step.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return Response.json({ error: 'Cross-site request refused' }, { status: 403 });
  const form = Object.fromEntries(await request.formData().catch(() => new FormData()));
  const locale = isLocale(form.locale) ? form.locale : 'en';
  const intent = parseIntent(form.intent);
  const query = intent ? `?intent=${intent}` : '';
  // Relative, as the ticket routes' redirects: `request.url` names the server's own address behind proxies.
  const redirect = (path: string) => new Response(null, { status: 303, headers: { Location: path } });
  const back = (error: string) =>
    redirect(
      `${localizedPath(routeHref(form.from === 'sign-in' ? 'email-sign-in' : 'register'), {}, locale)}${query}${query ? '&' : '?'}error=${error}`,
    );

  const input = emailSignInInput.safeParse({ ...form, locale });
  if (!input.success) return back('email');
  try {
    const visitor = { ip: clientIp(request.headers), secure: isHttps(request) };
    await countAuthAttempt(visitor.ip);
    await sendSignInMail(input.data, visitor);
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'TOO_MANY_REQUESTS') return back('rateLimited');
    return back('unavailable');
  }
  return redirect(`${localizedPath(routeHref('email-sign-in'), {}, locale)}${query}`);
}
