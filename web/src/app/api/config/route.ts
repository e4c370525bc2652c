import { getWebsiteConfig } from '@/lib/cms/website-config';

// Read per request and cached by the CDN for a few minutes; never prerendered with build-time values.
export const dynamic = 'force-dynamic';

export async function GET() {
  const { config, source } = await getWebsiteConfig();
  return Response.json(config, {
    headers: {
      // Defaults stand in for an unreachable CMS: no cache should keep them once it is back.
      'Cache-Control':
        source === 'cms' ? 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400' : 'no-store',
      'X-Config-Source': source,
    },
  });
}
