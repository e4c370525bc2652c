import { createHash } from 'node:crypto';
import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

import { gunzipSync } from 'node:zlib';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { acceptsGzip, hashInlineScripts, inlineScriptHashes } from '../../server/inline-script-hashes.mjs';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => Middleware;

const page = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/app.js" async=""></script><script>(self.__next_f=self.__next_f||[]).push([0])</script></head><body>${'<p>text</p>'.repeat(200)}<script>self.__next_f.push([1,"x"])</script></body></html>`;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const { generateETag } = createRequire(import.meta.url)('next/dist/server/lib/etag') as {
  generateETag: (payload: string) => string;
};
const policy = "default-src 'self'; script-src 'self' 'unsafe-inline'; connect-src 'self'";

let server: Server | undefined;
afterEach(() => {
  server?.close();
  vi.restoreAllMocks();
});

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
    const expected = inlineScriptHashes(page).hashes;
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

  it('leaves a foreign inline script out of the policy and reports it once per render, in one short line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const injected = `window.__injected=1;${'x'.repeat(300)}`;
    const withInjection = page.replace('<p>text</p>', `<p>text</p><script>${injected}</script>`);
    const origin = await start((res) => {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': policy,
        etag: generateETag(withInjection),
      });
      res.end(withInjection);
    });
    for (let request = 0; request < 3; request += 1) {
      const response = await fetch(`${origin}/blog/a-post?ref=${request}`);
      const sources = response.headers.get('content-security-policy') ?? '';
      expect(sources).toContain(inlineScriptHashes(page).hashes[0]);
      expect(sources).not.toContain(sha(injected));
      expect(await response.text()).toContain(injected);
    }
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]?.[0]);
    expect(line).toContain('/blog/a-post:');
    expect(line).not.toContain('?ref');
    expect(line).toContain('window.__injected=1;xxx');
    expect(line.length).toBeLessThan(200);
  });

  it('keeps a page by its path and ETag: a new render is a new entry, a repeat is answered as kept', async () => {
    const renders = [page, page.replace('"x"', '"y"')];
    let render = 0;
    // Next's ETag for a page it does not stream: a digest of the whole body.
    let etagOf = (body: string) => generateETag(body);
    const origin = await start((res) => {
      const sent = renders[render]!;
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': policy,
        etag: etagOf(sent),
      });
      res.end(sent);
    });
    const ask = async () => {
      const response = await fetch(`${origin}/events/x`, { headers: { 'accept-encoding': 'gzip' } });
      return { policy: response.headers.get('content-security-policy'), body: await response.text() };
    };
    const first = await ask();
    expect(first.body).toContain('push([1,"x"])');
    render = 1;
    const second = await ask();
    expect(second.body).toContain('push([1,"y"])');
    expect(second.policy).toContain(sha('self.__next_f.push([1,"y"])'));
    expect(second.policy).not.toContain(sha('self.__next_f.push([1,"x"])'));
    expect(await ask()).toEqual(second);
    // The same ETag is the same render: what was prepared for it is sent without reading the body again
    // (here a body that claims the first render's ETag gets the first render's page).
    render = 0;
    etagOf = () => generateETag(renders[1]!);
    expect(await ask()).toEqual(second);
  });

  it('never keeps a Not Modified as the page of its ETag', async () => {
    const body = page.replace('"x"', '"not-modified"');
    let status = 304;
    const origin = await start((res) => {
      const headers = {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': policy,
        etag: generateETag(body),
      };
      res.writeHead(status, headers);
      res.end(status === 304 ? undefined : body);
    });
    expect((await fetch(`${origin}/p`)).status).toBe(304);
    status = 200;
    const response = await fetch(`${origin}/p`);
    expect(await response.text()).toBe(body.replace('app.js" async=""', 'app.js" defer=""'));
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
