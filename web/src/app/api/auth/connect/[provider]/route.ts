import { env } from '@/env';
import { enabledProviders } from '@/lib/cms/auth';

export const dynamic = 'force-dynamic';

/**
 * SPEC 7: social sign-in starts at Strapi's `/connect/{provider}`, the one place a browser is sent to the
 * CMS. Only a provider an editor enabled is passed on; anything else is a 404 (no open redirect).
 */
export async function GET(_request: Request, { params }: RouteContext<'/api/auth/connect/[provider]'>) {
  const { provider } = await params;
  if (!(await enabledProviders({ fresh: true })).includes(provider)) {
    return Response.json({ error: 'Unknown sign-in provider' }, { status: 404 });
  }
  const cms = (env.CMS_PUBLIC_URL ?? env.CMS_URL).replace(/\/$/, '');
  return new Response(null, {
    status: 302,
    headers: { Location: `${cms}/api/connect/${encodeURIComponent(provider)}`, 'Cache-Control': 'no-store' },
  });
}
