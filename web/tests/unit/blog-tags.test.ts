import { describe, expect, it } from 'vitest';

import { tagHref } from '@/lib/blog/tag-href';
import { postTags, tagAsWords, tagFromQuery, tagKey } from '@/lib/blog/tags';

import { locales } from '../../src/i18n/locales';
import { seed } from '../support/stack';

describe('blog tags', () => {
  it("every seeded post has its tags in each of the 14 languages, in that language's words", () => {
    for (const post of seed('blog-posts')) {
      expect(post.shared.tags, post.slug).toBeUndefined();
      const english = post.locales.en?.tags as { label: string }[];
      for (const locale of locales) {
        const tags = post.locales[locale]?.tags as { label: string }[] | undefined;
        expect(tags?.length, `${post.slug} ${locale}`).toBe(english.length);
        // Each one a link of its own: no two tags of a post share a key, none is without one.
        expect(postTags(tags), `${post.slug} ${locale}`).toHaveLength(english.length);
      }
      // Japanese posts carry Japanese words (proper nouns like Creator Pass stay as they are).
      const japanese = post.locales.ja?.tags as { label: string }[];
      expect(
        japanese.some(({ label }) => /[\u3040-\u30ff\u4e00-\u9fff]/u.test(label)),
        post.slug,
      ).toBe(true);
    }
  });

  it("keys a tag by its words, in any script, the way a link's query carries it", () => {
    expect(tagKey('NFT tickets')).toBe('nft-tickets');
    expect(tagKey('NFT-Tickets')).toBe('nft-tickets');
    expect(tagKey('  Creator   Pass ')).toBe('creator-pass');
    expect(tagKey('NFTチケット')).toBe('nftチケット');
    expect(tagKey('ＮＦＴ')).toBe('nft');
    expect(tagKey('NFT’ler')).toBe('nft-ler');
    expect(tagKey('!!!')).toBe('');
    expect(tagKey('a'.repeat(80))).toHaveLength(64);
    for (const label of ['NFT tickets', 'NFTチケット', 'Événements', 'Мероприятия', '非営利団体']) {
      expect(tagFromQuery(tagKey(label)), label).toBe(tagKey(label));
    }
  });

  it('tidies stored tags: trimmed words, no empty tag, no second tag with the same key', () => {
    expect(
      postTags([{ label: ' Events ' }, { label: '   ' }, { label: 'events' }, { label: 'Lisbon  nights' }]),
    ).toEqual([
      { key: 'events', label: 'Events' },
      { key: 'lisbon-nights', label: 'Lisbon nights' },
    ]);
    expect(postTags(null)).toEqual([]);
  });

  it('shows a key no post has as words', () => {
    expect(tagAsWords('paid-content')).toBe('Paid content');
    expect(tagAsWords('web3_tools')).toBe('Web3 tools');
  });

  it('takes one well-formed tag from the query, nothing else', () => {
    expect(tagFromQuery('nft-tickets')).toBe('nft-tickets');
    expect(tagFromQuery(' Events ')).toBe('events');
    expect(tagFromQuery('イベント')).toBe('イベント');
    expect(tagFromQuery(['hubs', 'events'])).toBe('hubs');
    for (const bad of [undefined, '', '<script>', 'a b', '../x', '-x', 'x'.repeat(65)]) {
      expect(tagFromQuery(bad), String(bad)).toBeNull();
    }
  });

  it('links to the blog list of the locale with the tag in the query', () => {
    expect(tagHref('nft-tickets', 'en')).toBe('/blog?tag=nft-tickets');
    expect(tagHref('イベント', 'ja')).toBe('/ja/blog?tag=%E3%82%A4%E3%83%99%E3%83%B3%E3%83%88');
  });
});
