import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { compileHint, markStartupScripts } from '../../scripts/compile-hints.mjs';

let nextDir: string | undefined;
afterEach(() => {
  if (nextDir) rmSync(nextDir, { recursive: true, force: true });
});

function write(path: string, text: string) {
  mkdirSync(dirname(join(nextDir!, path)), { recursive: true });
  writeFileSync(join(nextDir!, path), text);
}

const read = (file: string) => readFileSync(join(nextDir!, file), 'utf8');

/** A build folder as Next writes it: the framework, one page's entry scripts, and a lazily loaded chunk. */
function fixtureBuild() {
  nextDir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/framework.js'] }));
  const manifest = {
    entryJSFiles: {
      '[project]/web/src/app/[locale]/layout': ['static/chunks/layout.js'],
      '[project]/web/src/app/[locale]/page': ['static/chunks/layout.js', 'static/chunks/page.js'],
    },
  };
  write(
    'server/app/[locale]/page_client-reference-manifest.js',
    'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n' +
      `globalThis.__RSC_MANIFEST["/[locale]/page"] = ${JSON.stringify(manifest)};`,
  );
  for (const chunk of ['framework', 'layout', 'page', 'animation-player'])
    write(`static/chunks/${chunk}.js`, `(globalThis.TURBOPACK||[]).push(["${chunk}"]);`);
}

describe('compile hints', () => {
  it('marks the framework and every page entry script, not the chunks loaded later', () => {
    fixtureBuild();
    expect(markStartupScripts(nextDir!).sort()).toEqual([
      'static/chunks/framework.js',
      'static/chunks/layout.js',
      'static/chunks/page.js',
    ]);
    for (const chunk of ['framework', 'layout', 'page'])
      expect(read(`static/chunks/${chunk}.js`)).toBe(
        `${compileHint}(globalThis.TURBOPACK||[]).push(["${chunk}"]);`,
      );
    expect(read('static/chunks/animation-player.js')).not.toContain('allFunctionsCalledOnLoad');
  });

  it('puts the hint on the first line once, however often the build step runs', () => {
    fixtureBuild();
    markStartupScripts(nextDir!);
    expect(markStartupScripts(nextDir!)).toEqual([]);
    expect(read('static/chunks/page.js').split(compileHint)).toHaveLength(2);
    expect(read('static/chunks/page.js').startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  });
});
