import { belongIcons, iconSubset } from '@/lib/icons/collection';

const maxIcons = 100;

/**
 * `/api/_nuxt_icon/belong.json?icons=a,b` (SPEC 7): the custom collection in Iconify JSON, for client
 * code; every other collection comes from the public Iconify API.
 */
export async function GET(request: Request, { params }: RouteContext<'/api/_nuxt_icon/[collection]'>) {
  const { collection } = await params;
  if (collection !== `${belongIcons.prefix}.json`) {
    return Response.json({ error: 'Unknown icon collection' }, { status: 404 });
  }
  const names = (new URL(request.url).searchParams.get('icons') ?? '').split(',').filter(Boolean);
  if (names.length > maxIcons) {
    return Response.json({ error: `At most ${maxIcons} icons per request` }, { status: 400 });
  }
  const body = names.length > 0 ? iconSubset(names) : belongIcons;
  return Response.json(body, { headers: { 'Cache-Control': 'public, max-age=86400' } });
}
