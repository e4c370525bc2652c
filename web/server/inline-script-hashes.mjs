// @ts-check
import { createHash } from 'node:crypto';

// An inline script: no `src`. Data blocks (JSON-LD) are never run, so they need no hash.
const inlineScript = /<script(?![^>]*\ssrc\s*=)([^>]*)>([\s\S]*?)<\/script>/gi;
const dataBlock = /\stype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * The CSP source of each inline script in an HTML page: `'sha256-…'` of its text as written.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = '', body = ''] of html.matchAll(inlineScript)) {
    if (dataBlock.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
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
 * Holds an HTML response that carries a Content-Security-Policy until it is complete, then sends it with
 * its inline scripts' hashes in the policy and its scripts deferred. Prerendered pages change on every
 * render (their inline scripts carry the page's data), so the hashes are taken from the response itself.
 * Installed above the compression, so it reads the HTML as Next wrote it. Other responses pass untouched.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function hashInlineScripts(req, res) {
  if (req.method !== 'GET') return;
  const { writeHead, write, end } = res;
  /** @type {'undecided' | 'hold' | 'pass'} */
  let mode = 'undecided';
  /** @type {Buffer[]} */
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
      chunks.push(toBuffer(chunk, rest[0]));
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
        chunks.push(toBuffer(args[0], args[1]));
      const html = deferScripts(Buffer.concat(chunks).toString('utf8'));
      const body = Buffer.from(html, 'utf8');
      const hashes = inlineScriptHashes(html);
      const given = heldHead && headersIn(heldHead.slice(1));
      const key =
        given && Object.keys(given).find((name) => name.toLowerCase() === 'content-security-policy');
      if (given && key) given[key] = withScriptHashes(String(given[key]), hashes);
      else
        res.setHeader(
          'content-security-policy',
          withScriptHashes(String(res.getHeader('content-security-policy')), hashes),
        );
      if (heldHead) Reflect.apply(writeHead, res, heldHead);
      return Reflect.apply(end, res, callback ? [body, callback] : [body]);
    }
  );
}
