import { env } from '@/env';
import { enabledProviders } from '@/lib/cms/auth';
import { issueOAuthState } from '@/server/auth/oauth-state';
import { isHttps } from '@/server/auth/request';

export const dynamic = 'force-dynamic';

/**
 * SPEC 7: social sign-in starts at Strapi's `/connect/{provider}`, the one place a browser is sent to the
 * CMS. Only a provider an editor enabled is passed on; anything else is a 404 (no open redirect). The
 * browser gets the state the callback asks for (`server/auth/oauth-state.ts`).
 */
export async function GET(request: Request, { params }: RouteContext<'/api/auth/connect/[provider]'>) {
  const { provider } = await params;
  if (!(await enabledProviders({ fresh: true })).includes(provider)) {
    return Response.json({ error: 'Unknown sign-in provider' }, { status: 404 });
  }
  await issueOAuthState(provider, isHttps(request));
  const cms = (env.CMS_PUBLIC_URL ?? env.CMS_URL).replace(/\/$/, '');
  return new Response(null, {
    status: 302,
    headers: { Location: `${cms}/api/connect/${encodeURIComponent(provider)}`, 'Cache-Control': 'no-store' },
  });
}
