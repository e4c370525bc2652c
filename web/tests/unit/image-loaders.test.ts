import { describe, expect, it } from 'vitest';

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
