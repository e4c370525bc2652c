// @ts-check
// The inline scripts the site vouches for: only these get a hash in the page's Content-Security-Policy,
// so a script that merely appears in the HTML (CMS content that escaped sanitising, say) does not run.
// Each is recognised by its exact text or its exact shape, never by a loose pattern:
//   - Next's RSC payload (next/dist/server/app-render/use-flight-response.js): the bootstrap
//     `(self.__next_f=self.__next_f||[]).push([0])` and `self.__next_f.push(<JSON>)` whose argument is
//     JSON data of the form Next writes ([1, text] or [3, base64]) and nothing else;
//   - Turbopack's chunk-group bootstrap of each page (`<script id="_R_">`), written from the build
//     manifest: its texts are made here from the same manifest, by Next's own function;
//   - the site's colour-mode script (theme-script.mjs), a fixed text.
// Next escapes `<`, `>` and `&` in the data it inlines (htmlEscapeJsonString), so a payload that holds any
// of them is not one of its scripts; refusing them also keeps the HTML parser's idea of where a script
// ends (`</script`, `<!--<script` tricks) the same as this module's.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { colourModeScript } from './theme-script.mjs';

const payloadStart = 'self.__next_f.push(';
const payloadBootstrap = '(self.__next_f=self.__next_f||[]).push([0])';
const base64 = /^[A-Za-z0-9+/]*={0,2}$/;
const htmlSpecial = /[<>&\u2028\u2029]/;

/**
 * The Turbopack bootstrap of every page of a build, as Next writes it into the page (app-render.js:
 * `getTurbopackChunkGroupBootstrap` over the build manifest's `pagesChunkGroupBootstrapParams`).
 * A webpack build has none.
 * @param {string} nextDir the build's `.next` folder
 * @returns {Set<string>}
 */
export function buildInlineScripts(nextDir) {
  /** @type {{ pagesChunkGroupBootstrapParams?: Record<string, unknown>, chunkLoadingGlobal?: string }} */
  const manifest = JSON.parse(readFileSync(join(nextDir, 'build-manifest.json'), 'utf8'));
  const params = manifest.pagesChunkGroupBootstrapParams;
  if (!params || !manifest.chunkLoadingGlobal) return new Set();
  const { getTurbopackChunkGroupBootstrap } =
    /** @type {{ getTurbopackChunkGroupBootstrap: (params: Record<string, unknown>, global: string, pages: string[]) => string | undefined }} */ (
      createRequire(import.meta.url)('next/dist/server/get-page-files')
    );
  const texts = new Set();
  for (const page of Object.keys(params)) {
    const text = getTurbopackChunkGroupBootstrap(params, manifest.chunkLoadingGlobal, [page]);
    if (text) texts.add(text);
  }
  return texts;
}

/**
 * The argument of a payload push, parsed: JSON or nothing.
 * @param {string} text
 * @returns {unknown}
 */
function parsedJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Whether `body` is one `self.__next_f.push(…)` of RSC data as Next writes it: [1, text] or [3, base64].
 * @param {string} body
 */
function isPayloadPush(body) {
  if (!body.startsWith(payloadStart) || !body.endsWith(')')) return false;
  const data = parsedJson(body.slice(payloadStart.length, -1));
  if (!Array.isArray(data) || data.length !== 2 || typeof data[1] !== 'string') return false;
  return data[0] === 1 || (data[0] === 3 && base64.test(data[1]));
}

/**
 * Whether Next, Turbopack or the site itself wrote this inline script (its text as in the HTML).
 * @param {string} body
 * @param {ReadonlySet<string>} [buildScripts] the build's own texts (buildInlineScripts)
 */
export function isKnownInlineScript(body, buildScripts = new Set()) {
  if (body === colourModeScript || buildScripts.has(body)) return true;
  if (htmlSpecial.test(body)) return false;
  return body === payloadBootstrap || isPayloadPush(body);
}
