import { describe, expect, it } from 'vitest';

import { normalizeResponse } from '@/lib/cms/normalize';
import { listOf, rawEvent } from '@/lib/cms/schemas';

const v5 = {
  data: [
    {
      id: 3,
      documentId: 'abc',
      slug: 'tokyo-night',
      title: 'Tokyo night',
      summary: 'A night market.',
      locale: 'en',
      startsAt: '2026-12-05T10:00:00.000Z',
      endsAt: '2026-12-05T13:00:00.000Z',
      timeZone: 'Asia/Tokyo',
      hub: { id: 1, documentId: 'h', slug: 'tokyo-creators', name: 'Tokyo creators' },
      cover: { url: '/uploads/a.webp', alternativeText: 'Lanterns', width: 1200, height: 630 },
      tickets: [{ name: 'General', price: '15.5', currency: 'USD', supply: 100, nftGated: false }],
    },
  ],
  meta: { pagination: { total: 1, pageCount: 1 } },
};

const v4 = {
  data: [
    {
      id: 3,
      attributes: {
        slug: 'tokyo-night',
        title: 'Tokyo night',
        summary: 'A night market.',
        locale: 'en',
        startsAt: '2026-12-05T10:00:00.000Z',
        endsAt: '2026-12-05T13:00:00.000Z',
        timeZone: 'Asia/Tokyo',
        hub: { data: { id: 1, attributes: { slug: 'tokyo-creators', name: 'Tokyo creators' } } },
        cover: {
          data: {
            id: 9,
            attributes: { url: '/uploads/a.webp', alternativeText: 'Lanterns', width: 1200, height: 630 },
          },
        },
        tickets: [{ id: 1, name: 'General', price: '15.5', currency: 'USD', supply: 100, nftGated: false }],
      },
    },
  ],
  meta: { pagination: { total: 1, pageCount: 1 } },
};

describe('normalizeResponse', () => {
  it('reads the v4 and the v5 response formats into the same entity', () => {
    const schema = listOf(rawEvent);
    const fromV5 = schema.parse(normalizeResponse(v5)).data[0];
    const fromV4 = schema.parse(normalizeResponse(v4)).data[0];
    expect(fromV4).toEqual({ ...fromV5, documentId: undefined });
    expect(fromV5?.hub).toEqual({ slug: 'tokyo-creators', name: 'Tokyo creators' });
    expect(fromV4?.cover?.url).toBe('/uploads/a.webp');
    expect(fromV4?.tickets?.[0]?.price).toBe(15.5);
  });

  it('keeps an empty v4 relation as null', () => {
    expect(normalizeResponse({ data: { id: 1, attributes: { hub: { data: null } } }, meta: {} })).toEqual({
      data: { id: 1, hub: null },
      meta: {},
    });
  });
});
