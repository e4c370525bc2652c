// @ts-check
// The production server: what Next's generated `.next/standalone/web/server.js` does, plus the translated
// 500 page in the server HTML (see server-error-pages.mjs) and the inline scripts' hashes in each HTML
// page's Content-Security-Policy (inline-script-hashes.mjs). The build copies this folder next to it.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { parseTrustedProxies, settleForwardedHeaders } from './client-address.mjs';
import { hashInlineScripts } from './inline-script-hashes.mjs';
import { buildInlineScripts } from './known-inline-scripts.mjs';
import { loadServerErrorPages, replaceServerErrorBody } from './server-error-pages.mjs';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..');
// The build's folder (next.config `distDir`): .next, or what the build was told in SITE_BUILD_DIR.
const buildDir = join(dir, process.env.SITE_BUILD_DIR || '.next');
Object.assign(process.env, { NODE_ENV: 'production' });
process.chdir(dir);

// The standalone build carries its resolved configuration; Next reads it from this variable.
const { config } = JSON.parse(readFileSync(join(buildDir, 'required-server-files.json'), 'utf8'));
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);

const port = Number.parseInt(process.env.PORT ?? '', 10) || 3000;
const hostname = process.env.HOSTNAME || '0.0.0.0';
const keepAliveTimeout = Number.parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? '', 10);
const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);

const load = createRequire(import.meta.url);
const next = load('next');
// The compression Next would apply itself (`compress: false` in next.config): the same library, Next's
// own copy, installed here below the hooks so they read the HTML as Next wrote it.
const compress = load('next/dist/compiled/compression')();
const app = next({ dir, dev: false, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
const errorPages = loadServerErrorPages(buildDir);
// The inline scripts this build writes into pages (Turbopack's bootstraps): vouched for by their text.
const buildScripts = buildInlineScripts(buildDir);
if (!errorPages.has('en')) console.warn('[server] no prerendered 500 page: failed renders get Next’s shell');

/** A path that is not valid percent-encoding: Next's route matching throws on it (a 500), even on /api. */
function malformedPath(url = '/') {
  try {
    decodeURIComponent(url.split('?', 1)[0] ?? '');
    return false;
  } catch {
    return true;
  }
}

const server = createServer(async (req, res) => {
  // Before anything reads them: the forwarded headers say what a trusted proxy saw, or nothing.
  settleForwardedHeaders(req, trustedProxies);
  if (malformedPath(req.url)) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end('Bad Request: malformed percent-encoding in the path');
    return;
  }
  // Each hook wraps the one installed before it: Next writes to the 500-page hook, which writes to the
  // inline-script hashes, which write to the compression.
  compress(req, res, () => {});
  hashInlineScripts(req, res, buildScripts);
  replaceServerErrorBody(req, res, errorPages);
  try {
    await handle(req, res);
  } catch (error) {
    console.error(`[server] failed to handle ${req.method} ${req.url}`, error);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.setHeader('content-type', 'text/html; charset=utf-8');
    }
    res.end();
  }
});
if (keepAliveTimeout >= 0) server.keepAliveTimeout = keepAliveTimeout;
server.listen(port, hostname, () =>
  process.stdout.write(
    `[server] listening on http://${hostname}:${port}` +
      ` (forwarded headers trusted from ${trustedProxies.size ? process.env.TRUSTED_PROXIES : 'nobody'})\n`,
  ),
);

// Requests under way finish first, for at most ten seconds: a request still waiting then (on a CMS that
// never answers, say) would otherwise keep a stopped server running, unseen, for good.
const shutdownGraceMs = 10_000;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    setTimeout(() => process.exit(0), shutdownGraceMs).unref();
    server.close(() => app.close().finally(() => process.exit(0)));
  });
}
