import { TRPCError } from '@trpc/server';

import { emailCodeInput, emailTokenInput } from '@/lib/auth/schemas';
import { EmailSignInRefusal } from '@/lib/cms/email-sign-in';
import { isLocale } from '@/i18n/locales';
import { finishEmailSignIn, refusalCode } from '@/server/auth/email-sign-in';
import { clientIp, isHttps, isSameOrigin } from '@/server/auth/request';
import { countAuthAttempt } from '@/server/trpc/account-procedure';
import { localizedPath, routeHref } from '@/routes/match';

/**
 * The code form and the link page's button without JavaScript: the same confirmation as
 * `auth.emailCode` / `auth.emailToken` (origin, the sign-in limit), then the intent's page, signed in.
 * Opening the mailed link only shows its page: a mail scanner that follows links spends nothing.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return Response.json({ error: 'Cross-site request refused' }, { status: 403 });
  const form = Object.fromEntries(await request.formData().catch(() => new FormData()));
  const locale = isLocale(form.locale) ? form.locale : 'en';
  const redirect = (path: string) => new Response(null, { status: 303, headers: { Location: path } });
  const failed = (error: string) =>
    redirect(`${localizedPath(routeHref('email-sign-in'), {}, locale)}?error=${error}`);

  const by = 'token' in form ? 'token' : 'code';
  const parsed = by === 'token' ? emailTokenInput.safeParse(form) : emailCodeInput.safeParse(form);
  if (!parsed.success) return failed(by === 'token' ? 'linkInvalid' : 'codeFormat');
  try {
    const visitor = { ip: clientIp(request.headers), secure: isHttps(request) };
    await countAuthAttempt(visitor.ip);
    const { landing } = await finishEmailSignIn(parsed.data, visitor);
    return redirect(localizedPath(landing, {}, locale));
  } catch (error) {
    if (error instanceof EmailSignInRefusal) return failed(refusalCode(error, by));
    if (error instanceof TRPCError && error.code === 'TOO_MANY_REQUESTS') return failed('rateLimited');
    return failed('unavailable');
  }
}
