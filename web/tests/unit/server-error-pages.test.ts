import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { loadServerErrorPages, replaceServerErrorBody } from '../../server/server-error-pages.mjs';

// The compression middleware Next's router server wraps every response in (so the test meets it too).
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => Middleware;

const pages = new Map([
  ['en', Buffer.from('<html lang="en"><h1>Something went wrong</h1></html>')],
  ['ko', Buffer.from('<html lang="ko"><h1>문제가 발생했습니다</h1></html>')],
]);
const shell = '<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>'.repeat(100);

let server: Server | undefined;
afterEach(() => server?.close());

/** A server that answers like Next: status and type set first, then the body in chunks, compressed. */
async function serve(status: number, type: string) {
  const compress = compression();
  server = createServer((req, res) => {
    replaceServerErrorBody(req, res, pages);
    compress(req, res, () => {
      res.statusCode = status;
      res.setHeader('content-type', type);
      res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      res.write(shell.slice(0, 100));
      setTimeout(() => res.end(shell.slice(100)), 5);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the production server’s 500 page', () => {
  it('replaces a 5xx HTML body with the locale’s page, uncompressed and not cached', async () => {
    const origin = await serve(500, 'text/html; charset=utf-8');
    const response = await fetch(`${origin}/ko/blog/new-post?x=1`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).toBe(pages.get('ko')!.toString());
  });

  it('uses the English page for unprefixed and unknown-locale paths', async () => {
    const origin = await serve(503, 'text/html');
    for (const path of ['/', '/events/launch', '/xx/page']) {
      expect(await (await fetch(`${origin}${path}`)).text(), path).toBe(pages.get('en')!.toString());
    }
  });

  it('leaves successful pages, other content types and non-GET requests alone', async () => {
    for (const [status, type, method] of [
      [200, 'text/html', 'GET'],
      [404, 'text/html', 'GET'],
      [500, 'application/json', 'GET'],
      [500, 'text/x-component', 'GET'],
      [500, 'text/html', 'POST'],
    ] as const) {
      const origin = await serve(status, type);
      const response = await fetch(`${origin}/ko`, { method, headers: { 'accept-encoding': 'gzip' } });
      expect(response.status).toBe(status);
      expect(await response.text(), `${status} ${type} ${method}`).toBe(shell);
      server?.close();
    }
  });

  it('reads the prerendered page of every locale from a build folder', () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    for (const locale of ['en', 'ja']) {
      mkdirSync(join(dist, 'server/app', locale), { recursive: true });
      writeFileSync(join(dist, 'server/app', locale, 'server-error-page.html'), `<p>${locale}</p>`);
    }
    mkdirSync(join(dist, 'server/app/blog'), { recursive: true });
    const loaded = loadServerErrorPages(dist);
    expect([...loaded.keys()].sort()).toEqual(['en', 'ja']);
    expect(loaded.get('ja')?.toString()).toBe('<p>ja</p>');
  });
});
