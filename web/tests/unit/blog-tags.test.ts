import { describe, expect, it } from 'vitest';

import { tagHref } from '@/lib/blog/tag-href';
import { isKnownTag, tagAsWords, tagFromQuery } from '@/lib/blog/tags';

import de from '../../messages/de.json';
import en from '../../messages/en.json';
import { seed } from '../support/stack';

describe('blog tags', () => {
  it('every tag the seed uses has a name in the messages', () => {
    const tags = new Set(seed('blog-posts').flatMap((post) => post.shared.tags as string[]));
    for (const tag of tags) {
      expect(isKnownTag(tag, en.BlogTags.names), tag).toBe(true);
      expect(isKnownTag(tag, de.BlogTags.names), tag).toBe(true);
    }
  });

  it('shows a tag without a name as words, never as a slug', () => {
    expect(tagAsWords('paid-content')).toBe('Paid content');
    expect(tagAsWords('web3_tools')).toBe('Web3 tools');
  });

  it('takes one well-formed tag from the query, nothing else', () => {
    expect(tagFromQuery('nft-tickets')).toBe('nft-tickets');
    expect(tagFromQuery(' Events ')).toBe('events');
    expect(tagFromQuery(['hubs', 'events'])).toBe('hubs');
    for (const bad of [undefined, '', '<script>', 'a b', '../x', '-x', 'x'.repeat(65)]) {
      expect(tagFromQuery(bad), String(bad)).toBeNull();
    }
  });

  it('links to the blog list of the locale with the tag in the query', () => {
    expect(tagHref('nft-tickets', 'en')).toBe('/blog?tag=nft-tickets');
    expect(tagHref('events', 'ja')).toBe('/ja/blog?tag=events');
  });
});
