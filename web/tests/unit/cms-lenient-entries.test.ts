import { afterEach, describe, expect, it, vi } from 'vitest';

import { listOf, rawBlogPost, rawEvent } from '@/lib/cms/schemas';

const post = (slug: string, extra: Record<string, unknown> = {}) => ({
  id: slug.length,
  documentId: `doc-${slug}`,
  slug,
  title: `Title of ${slug}`,
  publishedOn: '2026-11-01',
  tags: [{ label: 'Web3' }],
  ...extra,
});

describe('a CMS list with malformed entries', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  afterEach(() => warn.mockClear());

  it('keeps every other entry when one has a bad required field, and logs the bad one by id', () => {
    const answer = listOf(rawBlogPost).parse({
      data: [post('first'), post('broken', { title: 42 }), post('third')],
    });
    expect(answer.data.map((entry) => entry.slug)).toEqual(['first', 'third']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('doc-broken');
    expect(String(warn.mock.calls[0]?.[0])).toContain('title');
    // The same cached answer parsed again on the next render is not logged again.
    listOf(rawBlogPost).parse({ data: [post('broken', { title: 42 })] });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps a post whose tags are malformed, with no tags, and logs the field', () => {
    const answer = listOf(rawBlogPost).parse({
      data: [
        post('tagged'),
        post('odd-tags', { tags: 'web3, nft' }),
        post('mixed', { tags: [{ label: 'Ok' }, { label: null }] }),
      ],
    });
    expect(answer.data.map((entry) => [entry.slug, entry.tags ?? []])).toEqual([
      ['tagged', [{ label: 'Web3' }]],
      ['odd-tags', []],
      ['mixed', []],
    ]);
    expect(answer.data[1]?.title).toBe('Title of odd-tags');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/field tags of entry doc-odd-tags/);
  });

  it('drops only the bad optional field of an event (its hub), and the entry when a required one is also bad', () => {
    const event = {
      documentId: 'ev',
      slug: 'night',
      title: 'Night',
      startsAt: '2026-12-05T10:00:00.000Z',
      endsAt: '2026-12-05T13:00:00.000Z',
      hub: { slug: 'tokyo' },
    };
    const answer = listOf(rawEvent).parse({
      data: [event, { ...event, documentId: 'ev2', slug: 'late', startsAt: null }],
    });
    expect(answer.data).toHaveLength(1);
    expect(answer.data[0]).toMatchObject({ slug: 'night', title: 'Night' });
    expect(answer.data[0]?.hub).toBeUndefined();
  });
});
