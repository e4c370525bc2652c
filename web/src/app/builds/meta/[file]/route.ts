import { buildMeta, currentBuild } from '@/lib/updates/build';

export function generateStaticParams() {
  return [{ file: `${currentBuild().id}.json` }];
}

/** `/builds/meta/{buildId}.json`: which routes this build prerendered and which paths redirect. */
export function GET(_request: Request, { params }: RouteContext<'/builds/meta/[file]'>) {
  return params.then(({ file }) =>
    file === `${currentBuild().id}.json`
      ? Response.json(buildMeta(), { headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } })
      : Response.json({ error: 'Unknown build' }, { status: 404 }),
  );
}
