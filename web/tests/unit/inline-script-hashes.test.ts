import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { deferScripts, inlineScriptHashes, withScriptHashes } from '../../server/inline-script-hashes.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes each of the site’s own inline scripts as written, once, and skips external scripts and JSON-LD', () => {
    const html = [
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script>self.__next_f.push([1,"a"])</script>',
      '<script src="/_next/static/chunks/app.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Event"}</script>',
      '<script>self.__next_f.push([1,"a"])</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual({
      hashes: [sha('(self.__next_f=self.__next_f||[]).push([0])'), sha('self.__next_f.push([1,"a"])')],
      foreign: [],
    });
  });

  it('leaves out any other inline script, and names it', () => {
    const html = [
      '<script>self.__next_f.push([1,"a"])</script>',
      '<p>From the CMS</p><script>window.__injected=1</script>',
      '<script nonce="" id="x">self.__next_f.push([1,"b"]);alert(1)</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual({
      hashes: [sha('self.__next_f.push([1,"a"])')],
      foreign: ['window.__injected=1', 'self.__next_f.push([1,"b"]);alert(1)'],
    });
  });

  it('names a hash even when the page has none of its own, so `unsafe-inline` never applies', () => {
    expect(inlineScriptHashes('<p>x</p><script>alert(1)</script>')).toEqual({
      hashes: [sha('')],
      foreign: ['alert(1)'],
    });
  });

  it('adds the hashes to script-src only, and leaves a policy without inline scripts alone', () => {
    const policy =
      "default-src 'self'; script-src 'self' 'unsafe-inline' https://plausible.io; connect-src 'self'";
    expect(withScriptHashes(policy, ["'sha256-abc'"])).toBe(
      "default-src 'self'; script-src 'self' 'unsafe-inline' https://plausible.io 'sha256-abc'; connect-src 'self'",
    );
    expect(withScriptHashes(policy, [])).toBe(policy);
  });

  it('defers the external scripts React marks async, and nothing else', () => {
    const html = [
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script>self.__next_f.push([1,"async=\\"\\""])</script>',
      '<p>async=""</p>',
    ];
    expect(deferScripts(html.join(''))).toBe(
      [html[0], '<script src="/_next/static/chunks/a.js" defer=""></script>', ...html.slice(2)].join(''),
    );
  });
});
