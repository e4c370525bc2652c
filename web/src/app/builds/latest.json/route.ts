import { currentBuild } from '@/lib/updates/build';

// The same answer until the next deploy; clients add a timestamp to bypass any cache on the way.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(currentBuild(), { headers: { 'Cache-Control': 'no-cache' } });
}
