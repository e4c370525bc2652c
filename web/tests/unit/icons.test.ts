import { describe, expect, it } from 'vitest';

import { brands, buildBrands, buildCollection } from '../../scripts/build-icons.mjs';
import { belongIcons, brandIcons, iconSubset } from '@/lib/icons/collection';

describe('the belong icon collection', () => {
  it('is in sync with src/icons/belong/*.svg (run `npm run icons --workspace web` if not)', () => {
    expect(belongIcons).toEqual(buildCollection());
    expect(Object.keys(belongIcons.icons).length).toBeGreaterThanOrEqual(8);
  });

  it('has the social brands’ logos from simple-icons, in sync with the build script', () => {
    expect(brandIcons).toEqual(buildBrands());
    expect(Object.keys(brandIcons.icons).sort()).toEqual([...brands].sort());
    expect(brandIcons.icons.telegram?.body).toMatch(/^<path [^>]*d="M/);
  });

  it('serves subsets in Iconify JSON and names what it does not have', () => {
    const subset = iconSubset(['ticket', 'nope', 'ticket', '../etc/passwd']);
    expect(Object.keys(subset.icons)).toEqual(['ticket']);
    expect(subset.not_found).toEqual(['nope']);
    expect(subset.prefix).toBe('belong');
  });
});
