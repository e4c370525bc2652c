import { expect, test } from '@playwright/test';

// The first line V8 reads as "compile every function of this file now, off the main thread"
// (scripts/compile-hints.mjs).
const compileHint = '//# allFunctionsCalledOnLoad\n';

test('every script a page runs on first load is deferred and marked for eager compilation', async ({
  request,
}) => {
  for (const path of ['/ja', '/nft-tickets', '/de/events', '/sign-in']) {
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/<script\s[^>]*\bsrc="([^"]+)"[^>]*>/g)].filter(
      ([tag]) => !/\bnoModule\b/i.test(tag),
    );
    expect(scripts.length, path).toBeGreaterThan(3);
    for (const [tag, src] of scripts) {
      expect(tag, `${path}: ${src}`).toContain('defer=""');
      const script = await request.get(src!);
      expect(script.status(), src).toBe(200);
      expect((await script.text()).startsWith(compileHint), `${path}: ${src}`).toBe(true);
    }
  }
});
