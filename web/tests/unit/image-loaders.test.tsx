import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { CmsImage } from '@/components/cms-image';
import { appLinkLoader, cmsUploadsLoader } from '@/lib/images/loaders';

describe('image loaders', () => {
  it('sends CMS uploads through the site optimiser at the asked width', () => {
    const url = cmsUploadsLoader({ src: '/uploads/cover_abc.png', width: 640, quality: 70 });
    expect(url).toMatch(/^\/_next\/image\?url=.*%2Fuploads%2Fcover_abc\.png&w=640&q=70$/);
    expect(cmsUploadsLoader({ src: 'cover.png', width: 320 })).toContain('%2Fuploads%2Fcover.png&w=320&q=75');
  });

  it('puts app-link modifiers in the query string, WebP by default', () => {
    expect(appLinkLoader({ src: 'https://img.example/a.jpg?v=2', width: 1024, quality: 80 })).toBe(
      'https://img.example/a.jpg?v=2&w=1024&q=80&fm=webp',
    );
  });
});

describe('a CMS image', () => {
  const media = { url: '/uploads/hub_cover.jpg', alt: 'Members at a meetup', width: 1200, height: 800 };

  it('offers every site width through the optimiser, with the editor’s alt text and its own size', () => {
    const html = renderToStaticMarkup(<CmsImage media={media} sizes="100vw" />);
    for (const width of [320, 640, 768, 1024, 1280, 1536])
      expect(html).toContain(`%2Fuploads%2Fhub_cover.jpg&amp;w=${width}&amp;q=75 ${width}w`);
    expect(html).toContain('alt="Members at a meetup"');
    expect(html).toContain('width="1200" height="800"');
    expect(html).toContain('loading="lazy"');
  });

  it('loads at once, with high priority, above the fold', () => {
    const html = renderToStaticMarkup(<CmsImage media={media} sizes="100vw" priority />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });
});
