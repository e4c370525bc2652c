import { cmsUploadsSources } from '@/lib/images/loaders';
import type { Media } from '@/lib/cms/types';

/**
 * An image from the CMS uploads, in the site's widths and WebP, with the editor's alt text. A plain
 * `<img>` with a srcset from the same loader `next/image` would use: the image component is a client
 * component, and importing it from a section put its script on every page that can render sections.
 */
export function CmsImage({
  media,
  sizes,
  className,
  priority = false,
}: {
  media: Media;
  sizes: string;
  className?: string;
  /** Above the fold (a hero): fetched at once instead of lazily. */
  priority?: boolean;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      {...cmsUploadsSources(media.url)}
      sizes={sizes}
      alt={media.alt}
      width={media.width ?? 1600}
      height={media.height ?? 900}
      className={className ? `h-auto ${className}` : 'h-auto'}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
