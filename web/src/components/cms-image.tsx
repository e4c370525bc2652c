import Image from 'next/image';

import { cmsUploadsLoader } from '@/lib/images/loaders';
import type { Media } from '@/lib/cms/types';

/** An image from the CMS uploads, in the site's widths and WebP, with the editor's alt text. */
export function CmsImage({ media, sizes, className }: { media: Media; sizes: string; className?: string }) {
  return (
    <Image
      loader={cmsUploadsLoader}
      src={media.url}
      alt={media.alt}
      width={media.width ?? 1600}
      height={media.height ?? 900}
      sizes={sizes}
      className={className}
    />
  );
}
