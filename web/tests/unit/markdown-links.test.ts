import { describe, expect, it } from 'vitest';

import { markdownProblem, markdownTargets } from '../../../cms/src/validation/markdown-links';

const site = { demoSlugs: new Set(['demo-nft-ticketing']) };

describe('links inside Markdown bodies are checked at save, as the site parses them', () => {
  it('finds links, images, autolinks, GFM bare addresses and reference definitions, not raw HTML', () => {
    const markdown = [
      'See [events](/events) and ![a cover](https://cdn.example/c.webp).',
      'Mail <mailto:hi@example.com>, visit www.example.com, read [the guide][g].',
      '<a href="javascript:alert(1)">raw HTML is never rendered</a>',
      '',
      '[g]: /how-to/create-your-first-event',
    ].join('\n');
    expect(markdownTargets(markdown).map(({ kind, url }) => `${kind} ${url}`)).toEqual([
      'link /events',
      'image https://cdn.example/c.webp',
      'link mailto:hi@example.com',
      'link http://www.example.com',
      'link /how-to/create-your-first-event',
    ]);
  });

  it('accepts site paths the site answers, https, mailto, anchors and uploaded images', () => {
    for (const body of [
      'A [page](/pricing), [a post](/blog/any-post?x=1#top), [German](/de/how-to), [home](/) and [Japanese home](/ja).',
      'A [demo](/demo-nft-ticketing), [a section](#plans), [mail](mailto:team@example.com).',
      'An [address](https://example.com/a?b=c) and ![an upload](/uploads/cover_1.webp "Cover").',
    ]) {
      expect(markdownProblem(body, site), body).toBeNull();
    }
  });

  it('refuses javascript:, data: and vbscript: links and images, naming the link and its text', () => {
    expect(markdownProblem('Please [click here](javascript:alert(1)) now.', site)).toBe(
      'The link "javascript:alert(1)" ("click here") runs code or embeds a file instead of pointing to a page: it is not allowed. Link to a site path like /events or to an https:// address.',
    );
    expect(markdownProblem('![x](data:image/svg+xml;base64,PHN2Zz4=)', site)).toMatch(
      /^The image "data:image\/svg\+xml;base64,PHN2Zz4=" \("x"\) runs code/,
    );
    expect(markdownProblem('[a](VBScript:msgbox)', site)).toMatch(
      /^The link "VBScript:msgbox" \("a"\) runs code/,
    );
    // Entities and autolinks reach the renderer decoded: they are checked decoded.
    expect(markdownProblem('[a](&#106;avascript:alert(1))', site)).toMatch(
      /"javascript:alert\(1\)".*runs code/,
    );
    expect(markdownProblem('<javascript:alert(1)>', site)).toMatch(/runs code/);
  });

  it('refuses http:// addresses (bare www. ones too) and other schemes, like the other link fields', () => {
    expect(markdownProblem('[shop](http://shop.example)', site)).toBe(
      'The link "http://shop.example" ("shop") is not secure: addresses of other sites must start with https:// (like https://example.com/page).',
    );
    expect(markdownProblem('Visit www.example.com today', site)).toMatch(
      /"http:\/\/www.example.com".*https:\/\//,
    );
    expect(markdownProblem('![pic](http://img.example/a.png)', site)).toMatch(/^The image .* is not secure/);
    expect(markdownProblem('[call](tel:+351000)', site)).toMatch(/cannot be opened from the site/);
    expect(markdownProblem('[rel](events)', site)).toMatch(/neither a site path starting with one "\/"/);
    expect(markdownProblem('[proto](//evil.example)', site)).toMatch(/neither a site path/);
  });

  it('refuses a site path the site does not answer, with the pages it does', () => {
    expect(markdownProblem('Our [prices](/prcing).', site)).toBe(
      'The link "/prcing" ("prices") goes to no page of the site: link to one of its pages (like /events, /pricing or /how-to), a post, guide, event or hub under them, or a demo (/ and its slug).',
    );
    expect(markdownProblem('[x](/demo-unknown)', site)).toMatch(/goes to no page of the site/);
    expect(markdownProblem('[x](/de/nowhere/deep)', site)).toMatch(/goes to no page of the site/);
  });

  it('names three bad links in one message and counts the rest', () => {
    const body = ['/a1', '/a2', '/a3', '/a4', '/a5'].map((path) => `[x](${path})`).join(' ');
    const message = markdownProblem(body, site) ?? '';
    expect(message.match(/goes to no page/g)).toHaveLength(3);
    expect(message).toMatch(/And 2 more\.$/);
  });
});
