// @ts-check
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const pageFile = 'server-error-page.html';

/** @typedef {Map<string, Buffer>} ErrorPages the prerendered 500 page's HTML by locale */

/**
 * The prerendered 500 page of each locale in a Next build folder.
 * @param {string} distDir
 * @returns {ErrorPages}
 */
export function loadServerErrorPages(distDir) {
  const appDir = join(distDir, 'server/app');
  /** @type {ErrorPages} */
  const pages = new Map();
  for (const entry of readdirSync(appDir, { withFileTypes: true })) {
    const file = join(appDir, entry.name, pageFile);
    if (entry.isDirectory() && existsSync(file)) pages.set(entry.name, readFileSync(file));
  }
  return pages;
}

/**
 * The page for a request: its first path segment's locale when there is one, else English (unprefixed).
 * @param {string | undefined} url
 * @param {ErrorPages} pages
 */
export function errorPageFor(url, pages) {
  const first = (url ?? '/').split(/[/?#]/, 2)[1] ?? '';
  return pages.get(first) ?? pages.get('en');
}

/** @param {unknown} contentType */
const isHtml = (contentType) => String(contentType ?? '').startsWith('text/html');

/**
 * Makes a 5xx HTML response carry the translated 500 page instead of what Next wrote (an empty shell
 * that only fills in once JavaScript runs). The status and Next's no-store cache header stay.
 *
 * Next writes to these hooks first (serve.mjs installs them last), above the hashes and the compression:
 * the body Next wrote is dropped, the page goes down with its own headers.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {ErrorPages} pages
 */
export function replaceServerErrorBody(req, res, pages) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return;
  const page = errorPageFor(req.url, pages);
  if (!page) return;
  const { writeHead, write, end } = res;
  let decided = false;
  let replacing = false;

  /** @param {number} statusCode @param {unknown[]} args the rest of a `writeHead` call */
  const decide = (statusCode, args = []) => {
    if (decided) return;
    decided = true;
    const passed = args.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    const headers = /** @type {Record<string, unknown> | undefined} */ (passed);
    const type = res.getHeader('content-type') ?? headers?.['content-type'] ?? headers?.['Content-Type'];
    replacing = statusCode >= 500 && isHtml(type);
  };
  const setPageHeaders = () => {
    for (const name of ['content-encoding', 'content-length', 'etag', 'transfer-encoding'])
      res.removeHeader(name);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-length', page.length);
    res.setHeader('cache-control', 'private, no-store');
  };
  /** @param {unknown[]} args */
  const callbackOf = (args) =>
    /** @type {(() => void) | undefined} */ (args.find((arg) => typeof arg === 'function'));

  res.writeHead = /** @type {typeof res.writeHead} */ (
    /** @param {number} statusCode @param {unknown[]} rest */
    (statusCode, ...rest) => {
      decide(statusCode, rest);
      if (!replacing) return Reflect.apply(writeHead, res, [statusCode, ...rest]);
      setPageHeaders();
      return Reflect.apply(writeHead, res, [statusCode]);
    }
  );
  res.write = /** @type {typeof res.write} */ (
    /** @param {unknown[]} args */
    (...args) => {
      if (!res.headersSent) decide(res.statusCode);
      if (!replacing) return Reflect.apply(write, res, args);
      const callback = callbackOf(args);
      if (callback) process.nextTick(callback);
      return true;
    }
  );
  res.end = /** @type {typeof res.end} */ (
    /** @param {unknown[]} args */
    (...args) => {
      if (!res.headersSent) decide(res.statusCode);
      if (!replacing) return Reflect.apply(end, res, args);
      if (!res.headersSent) setPageHeaders();
      return Reflect.apply(end, res, [page, callbackOf(args)]);
    }
  );
}
