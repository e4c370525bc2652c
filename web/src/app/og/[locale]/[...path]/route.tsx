import { isLocale } from '@/i18n/locales';
import { isPreview } from '@/lib/cms/draft';
import { ogCard } from '@/lib/og/card';
import { ogImage } from '@/lib/og/og-image';

/**
 * `/og/{locale}/{page path}.png`: the Open Graph image of a page or entry (`/og/ja/nft-tickets.png`,
 * `/og/en/index.png` for the home page), drawn in the page's language and script.
 */
export async function GET(_request: Request, { params }: RouteContext<'/og/[locale]/[...path]'>) {
  const { locale, path } = await params;
  const last = path.at(-1) ?? '';
  if (!isLocale(locale) || !last.endsWith('.png') || path.length > 2) {
    return Response.json({ error: 'Unknown image' }, { status: 404 });
  }
  const segments = [...path.slice(0, -1), last.slice(0, -'.png'.length)];
  const pagePath = segments.join('/') === 'index' ? '/' : `/${segments.join('/')}`;
  const card = await ogCard(locale, pagePath);
  if (!card) return Response.json({ error: 'Unknown page' }, { status: 404 });

  const image = await ogImage(card, locale);
  // An editor's preview draws the draft: that image must never reach a shared cache.
  image.headers.set(
    'Cache-Control',
    (await isPreview())
      ? 'private, no-store'
      : 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400',
  );
  return image;
}
