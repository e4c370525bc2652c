// @ts-check
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

import { isKnownInlineScript } from './known-inline-scripts.mjs';

// An inline script: no `src`. Data blocks (JSON-LD) are never run, so they need no hash.
const inlineScript = /<script(?![^>]*\ssrc\s*=)([^>]*)>([\s\S]*?)<\/script>/gi;
const dataBlock = /\stype\s*=\s*["']?application\/(ld\+)?json/i;

/** @param {string} text */
const sha256Source = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

// A policy that names no hash lets `'unsafe-inline'` (kept for browsers before CSP 2) allow every inline
// script. A page with none of the site's own still names one: the empty script's, which does nothing.
const noScript = sha256Source('');

/**
 * The inline scripts of an HTML page, sorted: the CSP source (`'sha256-…'` of the text as written) of
 * each one the site vouches for (known-inline-scripts.mjs), and the text of every other one.
 * @param {string} html
 * @param {ReadonlySet<string>} [buildScripts] texts the build wrote (known-inline-scripts.mjs)
 * @returns {{ hashes: string[], foreign: string[] }}
 */
export function inlineScriptHashes(html, buildScripts) {
  const hashes = new Set();
  /** @type {string[]} */
  const foreign = [];
  for (const [, attributes = '', body = ''] of html.matchAll(inlineScript)) {
    if (dataBlock.test(attributes)) continue;
    if (isKnownInlineScript(body, buildScripts)) hashes.add(sha256Source(body));
    else foreign.push(body);
  }
  return { hashes: hashes.size > 0 ? [...hashes] : [noScript], foreign };
}

/**
 * The policy with the hashes added to `script-src`: a browser that knows hashes then ignores the
 * policy's `'unsafe-inline'` (kept for those that do not) and runs only these inline scripts.
 * @param {string} policy
 * @param {string[]} hashes
 */
export function withScriptHashes(policy, hashes) {
  if (hashes.length === 0) return policy;
  return policy.replace(
    /(^|;\s*)script-src([^;]*)/,
    (_, lead, sources) => `${lead}script-src${sources} ${hashes.join(' ')}`,
  );
}

const asyncScript = /(<script\s[^>]*?\bsrc="[^"]*"[^>]*?\s)async=""/g;

/**
 * The page with its framework scripts deferred instead of async. A held page reaches the browser whole,
 * so there is no streamed HTML to hydrate early; `defer` lets the parser finish and the page paint
 * before the scripts run, where `async` runs each one as it arrives, in the middle of parsing (on a
 * fast network, before the first paint: README, Benchmarks). Same length, so a Content-Length stays right.
 * @param {string} html
 */
export function deferScripts(html) {
  return html.replace(asyncScript, '$1defer=""');
}

/** @param {unknown} chunk @param {unknown} encoding */
const toBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk)
    ? chunk
    : chunk instanceof Uint8Array
      ? Buffer.from(chunk)
      : Buffer.from(
          String(chunk),
          typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
        );

/** @param {unknown[]} args */
const headersIn = (args) =>
  /** @type {Record<string, unknown> | undefined} */ (
    args.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg))
  );

/**
 * Whether a request's Accept-Encoding takes gzip: named with a quality above 0, or through `*` when
 * gzip itself is not named.
 * @param {string | string[] | undefined} header
 */
export function acceptsGzip(header) {
  /** @type {number | undefined} */
  let gzip;
  /** @type {number | undefined} */
  let any;
  for (const part of String(header ?? '').split(',')) {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (coding === 'gzip' || coding === 'x-gzip') gzip = quality;
    else if (coding === '*') any = quality;
  }
  return (gzip ?? any ?? 0) > 0;
}

// Smaller pages are not worth compressing (the compression library's own threshold).
const compressFrom = 1024;

/** @typedef {{ body: Buffer, hashes: string[], gzip?: Buffer }} PreparedPage */

// Next's own copy, as for the compression in serve.mjs: the standalone build carries it.
const LRUCache =
  /** @type {new (options: object) => { get(key: string): PreparedPage | undefined, set(key: string, value: PreparedPage): void }} */ (
    createRequire(import.meta.url)('next/dist/compiled/lru-cache')
  );
// A prerendered page is the same bytes on every request until it is rendered again: its deferred copy,
// hashes and gzip are made once and kept by the page's identity (pageKey), so a new render is a new entry.
const prepared = new LRUCache({
  maxSize: 64 * 1024 * 1024,
  // The body, and room for its gzip once asked for (HTML compresses to about a quarter).
  /** @param {PreparedPage} page */
  sizeCalculation: (page) => 1 + Math.ceil(page.body.length * 1.25),
});

/**
 * What identifies one render of a page without reading it: the path and the ETag Next sends with every
 * page it does not stream (a digest of the whole body and its length, lib/etag.js), so a new render
 * with other bytes is another key. A streamed page has no ETag; it is then keyed by its own SHA-256.
 * @param {string | undefined} url
 * @param {unknown} etag
 */
export function pageKey(url, etag) {
  if (typeof etag !== 'string' || etag === '') return undefined;
  return `${(url ?? '').split('?', 1)[0]} ${etag}`;
}

/** One short line, never the page: the script's first characters, control characters escaped. */
const excerpt = (/** @type {string} */ text) => JSON.stringify(text.slice(0, 80));

/**
 * The page as sent: scripts deferred, the hashes of the inline scripts the site vouches for, and (once
 * asked for) its gzip. Any other inline script gets no hash, so browsers refuse it; it is reported once
 * per render of the page, here.
 * @param {Buffer} raw the HTML as Next wrote it
 * @param {string} [path] where it was asked for, for the report
 * @param {string} [key] pageKey of the response, when it has one
 * @param {ReadonlySet<string>} [buildScripts] texts the build wrote (known-inline-scripts.mjs)
 * @returns {PreparedPage}
 */
export function preparePage(
  raw,
  path = '',
  key = createHash('sha256').update(raw).digest('base64'),
  buildScripts = undefined,
) {
  const kept = prepared.get(key);
  if (kept) return kept;
  const html = deferScripts(raw.toString('utf8'));
  const { hashes, foreign } = inlineScriptHashes(html, buildScripts);
  if (foreign.length > 0)
    console.warn(
      `[server] ${path.split('?', 1)[0]?.slice(0, 200)}: ${foreign.length} inline script(s) not the site's own, refused by the policy: ${excerpt(foreign[0] ?? '')}`,
    );
  const page = { body: Buffer.from(html, 'utf8'), hashes };
  prepared.set(key, page);
  return page;
}

/**
 * The prepared page kept under `key`, if any: a repeat request for an unchanged page reads nothing else.
 * @param {string | undefined} key
 */
export const keptPage = (key) => (key === undefined ? undefined : prepared.get(key));

/** @param {PreparedPage} page */
const gzipOf = (page) => (page.gzip ??= gzipSync(page.body));

/**
 * Holds an HTML response that carries a Content-Security-Policy until it is complete, then sends it with
 * the hashes of the inline scripts the site vouches for in the policy and its scripts deferred.
 * Prerendered pages change on every render (their payload scripts carry the page's data), so the scripts
 * are read from the response itself, once per render (pageKey).
 * Installed above the compression, so it reads the HTML as Next wrote it. A page sent with gzip is
 * compressed here, whole, with its Content-Length: a cache in front (nginx, a CDN) then stores a length
 * and answers from it as from a static file, where a streamed compression left it a chunked body.
 * Other responses pass untouched.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {ReadonlySet<string>} [buildScripts] texts the build wrote (known-inline-scripts.mjs)
 */
export function hashInlineScripts(req, res, buildScripts) {
  if (req.method !== 'GET') return;
  const { writeHead, write, end } = res;
  /** @type {'undecided' | 'hold' | 'pass'} */
  let mode = 'undecided';
  // What Next wrote, as it wrote it: turned into bytes only when the page is not prepared already.
  /** @type {[unknown, unknown][]} */
  const chunks = [];
  /** @type {unknown[] | null} */
  let heldHead = null;

  /** @param {Record<string, unknown>} [headers] */
  const decide = (headers) => {
    if (mode !== 'undecided') return;
    const type = res.getHeader('content-type') ?? headers?.['content-type'] ?? headers?.['Content-Type'];
    const policy = res.getHeader('content-security-policy') ?? headers?.['content-security-policy'];
    mode = String(type ?? '').startsWith('text/html') && policy ? 'hold' : 'pass';
  };

  res.writeHead = /** @type {typeof res.writeHead} */ (
    /** @param {number} statusCode @param {unknown[]} rest */
    (statusCode, ...rest) => {
      decide(headersIn(rest));
      if (mode === 'pass') return Reflect.apply(writeHead, res, [statusCode, ...rest]);
      heldHead = [statusCode, ...rest];
      return res;
    }
  );
  res.write = /** @type {typeof res.write} */ (
    /** @param {unknown} chunk @param {unknown[]} rest */
    (chunk, ...rest) => {
      decide();
      if (mode === 'pass') return Reflect.apply(write, res, [chunk, ...rest]);
      chunks.push([chunk, rest[0]]);
      const callback = rest.find((arg) => typeof arg === 'function');
      if (callback) process.nextTick(/** @type {() => void} */ (callback));
      return true;
    }
  );
  res.end = /** @type {typeof res.end} */ (
    /** @param {unknown[]} args */
    (...args) => {
      decide();
      if (mode === 'pass') return Reflect.apply(end, res, args);
      // From here on everything passes: ending a response without a head makes Node (or the compression)
      // call writeHead itself, and that call must now go through.
      mode = 'pass';
      const callback = args.find((arg) => typeof arg === 'function');
      if (args.length > 0 && typeof args[0] !== 'function' && args[0] != null)
        chunks.push([args[0], args[1]]);
      const given = heldHead && headersIn(heldHead.slice(1));
      // A header passed to writeHead wins over one set on the response: change it where it is.
      /** @param {string} name */
      const keyIn = (name) => given && Object.keys(given).find((other) => other.toLowerCase() === name);
      /** @param {string} name */
      const headerOf = (name) => {
        const key = keyIn(name);
        return given && key ? given[key] : res.getHeader(name);
      };
      /** @param {string} name @param {string | number} value */
      const setHeader = (name, value) => {
        const key = keyIn(name);
        if (given && key) given[key] = value;
        else res.setHeader(name, value);
      };
      const status = heldHead ? heldHead[0] : res.statusCode;
      // Only a full page is kept by its ETag: a Not Modified carries the same ETag and no body.
      const key = status === 200 ? pageKey(req.url, headerOf('etag')) : undefined;
      const page =
        keptPage(key) ??
        preparePage(
          Buffer.concat(chunks.map(([chunk, encoding]) => toBuffer(chunk, encoding))),
          req.url,
          key,
          buildScripts,
        );
      setHeader(
        'content-security-policy',
        withScriptHashes(String(headerOf('content-security-policy')), page.hashes),
      );
      let body = page.body;
      if (
        status === 200 &&
        body.length >= compressFrom &&
        !headerOf('content-encoding') &&
        acceptsGzip(req.headers['accept-encoding'])
      ) {
        body = gzipOf(page);
        // The compression below sees the encoding, leaves the body alone and adds `Vary` itself.
        setHeader('content-encoding', 'gzip');
        setHeader('content-length', body.length);
      }
      if (heldHead) Reflect.apply(writeHead, res, heldHead);
      return Reflect.apply(end, res, callback ? [body, callback] : [body]);
    }
  );
}
