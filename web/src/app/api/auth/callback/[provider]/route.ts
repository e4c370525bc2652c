import { cookies } from 'next/headers';

import { providerCallback, strapiSessionCookies } from '@/lib/cms/auth';
import { storeTokens } from '@/server/auth/cookies';
import { pageFor } from '@/server/auth/landing';
import { takeOAuthState } from '@/server/auth/oauth-state';
import { clientIp, isHttps } from '@/server/auth/request';

export const dynamic = 'force-dynamic';

const see = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

/** The visitor's Strapi session, taken from the browser: it holds the provider's answer, once. */
async function takeStrapiSession(): Promise<string> {
  const jar = await cookies();
  const sent = strapiSessionCookies.flatMap((name) => {
    const value = jar.get(name)?.value;
    return value ? [`${name}=${value}`] : [];
  });
  for (const name of strapiSessionCookies) if (jar.has(name)) jar.delete(name);
  return sent.join('; ');
}

/**
 * Where Strapi sends the visitor back after the provider. Only a browser that started here (the state
 * cookie of `/api/auth/connect/{provider}`) is signed in, so a link or form on another site cannot sign
 * a visitor into someone else's account (login CSRF); anything else never reaches the CMS. The
 * provider's answer, kept in Strapi's session, becomes the site's session; a failure goes back to
 * sign-in with a translated note.
 */
export async function GET(request: Request, { params }: RouteContext<'/api/auth/callback/[provider]'>) {
  const failed = async () => see(await pageFor('sign-in', '?error=providerFailed'));
  const { provider } = await params;
  if (!/^[a-z0-9_-]{1,40}$/.test(provider)) return failed();
  const started = await takeOAuthState(provider);
  const strapiSession = await takeStrapiSession();
  if (!started || !strapiSession || new URL(request.url).searchParams.has('error')) return failed();
  try {
    const { tokens } = await providerCallback(provider, strapiSession, { ip: clientIp(request.headers) });
    await storeTokens(tokens, isHttps(request));
    return see(await pageFor('account'));
  } catch {
    return failed();
  }
}
