import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { ThemeProvider } from '@/components/shell/theme-provider.client';

import { buildInlineScripts, isKnownInlineScript } from '../../server/known-inline-scripts.mjs';

type InlineData = (flight: ReadableStream<Uint8Array>, nonce: undefined, formState: null) => ReadableStream;
// Next's own writer of the RSC payload scripts, so the test follows Next's format, not a copy of it.
const { createInlinedDataReadableStream } = createRequire(import.meta.url)(
  'next/dist/server/app-render/use-flight-response.js',
) as { createInlinedDataReadableStream: InlineData };

/** The bodies of the inline scripts Next writes for a page whose RSC payload is `chunks`. */
async function nextPayloadScripts(chunks: (string | Uint8Array)[]): Promise<string[]> {
  const flight = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk);
      controller.close();
    },
  });
  const html = await new Response(createInlinedDataReadableStream(flight, undefined, null)).text();
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body!);
}

describe('the inline scripts the site vouches for', () => {
  it('knows every script Next writes for a payload, whatever the page says (markup, entities, binary)', async () => {
    const scripts = await nextPayloadScripts([
      '0:{"title":"</script><script>alert(1)</script> <!--<script> & \u2028 ✓ 日本語"}\n',
      '1:I["chunks/app.js",["app"],"default"]\n',
      new Uint8Array([0xff, 0xfe, 0x00, 0x41]),
    ]);
    expect(scripts).toHaveLength(4);
    expect(scripts[0]).toBe('(self.__next_f=self.__next_f||[]).push([0])');
    expect(scripts[3]).toMatch(/^self\.__next_f\.push\(\[3,/);
    for (const script of scripts) expect(isKnownInlineScript(script), script).toBe(true);
  });

  it('knows the colour-mode script the site renders, and next-themes’ own copy of it stays inert', () => {
    const html = renderToStaticMarkup(createElement(ThemeProvider, null, 'page'));
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes]) => attributes)).toEqual([' type="application/json"', '']);
    const body = scripts[1]![2]!;
    expect(isKnownInlineScript(body)).toBe(true);
    expect(isKnownInlineScript(`${body};alert(1)`)).toBe(false);
    expect(isKnownInlineScript(body.replace('color-mode', 'x'))).toBe(false);
  });

  it('knows Turbopack’s bootstrap of each page by the text the build manifest gives', () => {
    const dir = mkdtempSync(join(tmpdir(), 'belong-build-'));
    writeFileSync(
      join(dir, 'build-manifest.json'),
      JSON.stringify({
        chunkLoadingGlobal: 'TURBOPACK',
        pagesChunkGroupBootstrapParams: {
          '/_not-found/page': { otherChunks: ['static/chunks/a.js'], runtimeModuleIds: [1] },
        },
      }),
    );
    const build = buildInlineScripts(dir);
    const bootstrap =
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';
    expect(isKnownInlineScript(bootstrap, build)).toBe(true);
    expect(isKnownInlineScript(bootstrap.replace('a.js', 'b.js'), build)).toBe(false);
    expect(isKnownInlineScript(bootstrap)).toBe(false);
  });

  it.each([
    ['payload with code appended', 'self.__next_f.push([1,"x"]);alert(1)'],
    ['payload with code after a comment', 'self.__next_f.push([1,"x"])//)'],
    ['payload with code inside the call', 'self.__next_f.push([1,"x"],alert(1))'],
    ['code in the argument', 'self.__next_f.push([1,alert(1)])'],
    ['a payload of another kind', 'self.__next_f.push([0,"x"])'],
    ['a payload with a third element', 'self.__next_f.push([1,"x",2])'],
    ['binary that is not base64', 'self.__next_f.push([3,"\\")+alert(1)//"])'],
    ['unescaped markup (the `</script` trick)', 'self.__next_f.push([1,"</script><script>alert(1)//"])'],
    ['a comment-escape trick', 'self.__next_f.push([1,"<!--<script>"])'],
    ['a look-alike function', 'self.__next_g.push([1,"x"])'],
    ['a look-alike object', 'window.__next_f.push([1,"x"])'],
    ['a bootstrap with code', '(self.__next_f=self.__next_f||[]).push([0]);alert(1)'],
    ['an arbitrary script', 'alert(document.cookie)'],
    ['an empty script', ''],
  ])('refuses %s', (_, body) => {
    expect(isKnownInlineScript(body)).toBe(false);
  });
});
