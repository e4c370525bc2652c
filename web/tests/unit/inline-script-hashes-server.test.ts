import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { gunzipSync } from 'node:zlib';

import { acceptsGzip, hashInlineScripts, inlineScriptHashes } from '../../server/inline-script-hashes.mjs';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => Middleware;

const page = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/app.js" async=""></script><script>self.__next_f=[]</script></head><body>${'<p>text</p>'.repeat(200)}<script>self.__next_f.push([1,"x"])</script></body></html>`;
const policy = "default-src 'self'; script-src 'self' 'unsafe-inline'; connect-src 'self'";

let server: Server | undefined;
afterEach(() => server?.close());

/** As serve.mjs: the compression first, the hashes above it; the handler answers like Next, in chunks. */
async function start(handler: (res: ServerResponse) => void): Promise<string> {
  const compress = compression();
  server = createServer((req, res) => {
    compress(req, res, () => {});
    hashInlineScripts(req, res);
    handler(res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the production server’s inline script hashes', () => {
  it('sends an HTML page whole, its scripts deferred and their hashes in the policy, compressed or not', async () => {
    const origin = await start((res) => {
      res.statusCode = 200;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-security-policy', policy);
      res.write(page.slice(0, 1000));
      res.end(page.slice(1000));
    });
    const expected = inlineScriptHashes(page);
    expect(expected).toHaveLength(2);
    for (const encoding of ['gzip', 'identity']) {
      const response = await fetch(origin, { headers: { 'accept-encoding': encoding } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(
        policy.replace("'unsafe-inline'", `'unsafe-inline' ${expected.join(' ')}`),
      );
      expect(await response.text()).toBe(page.replace('app.js" async=""', 'app.js" defer=""'));
    }
  });

  it('compresses a page whole and sends its length, so a cache in front stores a sized body', async () => {
    const origin = await start((res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy });
      res.write(page.slice(0, 500));
      res.end(page.slice(500));
    });
    for (let request = 0; request < 2; request += 1) {
      const response = await new Promise<IncomingMessage>((resolve) =>
        get(origin, { headers: { 'accept-encoding': 'gzip, deflate' } }, resolve),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['transfer-encoding']).toBeUndefined();
      expect(Number(response.headers['content-length'])).toBe(body.length);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(body).toString()).toBe(page.replace('app.js" async=""', 'app.js" defer=""'));
    }
  });

  it('sends a Not Modified as it is, without a body', async () => {
    const origin = await start((res) => {
      res.writeHead(304, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy });
      res.end();
    });
    const response = await fetch(origin, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(304);
    expect(response.headers.get('content-length')).toBeNull();
    expect(await response.text()).toBe('');
  });

  it('passes other responses straight through, head first', async () => {
    const origin = await start((res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-security-policy': policy });
      res.end('{"ok":true}');
    });
    const response = await fetch(origin);
    expect(response.headers.get('content-security-policy')).toBe(policy);
    expect(await response.json()).toEqual({ ok: true });
  });
});

describe('which requests take gzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['identity', false],
    ['', false],
    [undefined, false],
    ['gzip;q=0, *', false],
    ['gzip;q=0.000', false],
    ['*;q=0', false],
    ['deflate, x-gzip', true],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
