import type { ImageLoaderProps } from 'next/image';

/** SPEC 9: the widths images are made in (xs 320 … 2xl 1536); densities 1x and 2x; WebP by default. */
export const imageWidths = [320, 640, 768, 1024, 1280, 1536] as const;

const cmsBase = (process.env.NEXT_PUBLIC_CMS_MEDIA_URL ?? '').replace(/\/$/, '');

/** CMS uploads (`/uploads/...`): resized by the site's own optimiser from the CMS's media origin. */
export function cmsUploadsLoader({ src, width, quality }: ImageLoaderProps): string {
  const path = src.startsWith('/uploads/') ? src : `/uploads/${src.replace(/^\/+/, '')}`;
  return `/_next/image?url=${encodeURIComponent(`${cmsBase}${path}`)}&w=${width}&q=${quality ?? 75}`;
}

/** A CMS upload's `src` and `srcSet` in every site width, for a server-rendered `<img>`. */
export function cmsUploadsSources(src: string): { src: string; srcSet: string } {
  return {
    src: cmsUploadsLoader({ src, width: 1024 }),
    srcSet: imageWidths.map((width) => `${cmsUploadsLoader({ src, width })} ${width}w`).join(', '),
  };
}

/** App links (an image CDN that reads its modifiers from the query string). */
export function appLinkLoader({ src, width, quality }: ImageLoaderProps): string {
  const url = new URL(src);
  url.searchParams.set('w', String(width));
  url.searchParams.set('q', String(quality ?? 75));
  url.searchParams.set('fm', 'webp');
  return url.href;
}
