import { providerCallback } from '@/lib/cms/auth';
import { storeTokens } from '@/server/auth/cookies';
import { pageFor } from '@/server/auth/landing';
import { clientIp, isHttps } from '@/server/auth/request';

export const dynamic = 'force-dynamic';

const see = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

/**
 * Where Strapi sends the visitor back after the provider (`?access_token=`): the token is exchanged for
 * the site's session, then the account page; a refused token goes back to sign-in with a translated note.
 */
export async function GET(request: Request, { params }: RouteContext<'/api/auth/callback/[provider]'>) {
  const { provider } = await params;
  const accessToken = new URL(request.url).searchParams.get('access_token');
  if (!accessToken || accessToken.length > 4096 || !/^[a-z0-9_-]{1,40}$/.test(provider)) {
    return see(await pageFor('sign-in', '?error=providerFailed'));
  }
  try {
    const { tokens } = await providerCallback(provider, accessToken, { ip: clientIp(request.headers) });
    await storeTokens(tokens, isHttps(request));
    return see(await pageFor('account'));
  } catch {
    return see(await pageFor('sign-in', '?error=providerFailed'));
  }
}
