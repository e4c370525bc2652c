import type { IncomingMessage } from 'node:http';

import { describe, expect, it } from 'vitest';

import { clientAddress, parseTrustedProxies, settleForwardedHeaders } from '../../server/client-address.mjs';

const nobody = parseTrustedProxies(undefined);
const nginx = parseTrustedProxies('127.0.0.1, ::1');

function request(remoteAddress: string, headers: Record<string, string>): IncomingMessage {
  return { socket: { remoteAddress }, headers: { ...headers } } as unknown as IncomingMessage;
}

describe('the visitor’s address', () => {
  it('is the socket’s when no proxy is trusted, whatever X-Forwarded-For claims (npm start)', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', nobody)).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7', '1.1.1.1, 2.2.2.2', nobody)).toBe('203.0.113.7');
  });

  it('is the hop a trusted proxy names, and no further back than the first untrusted hop', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.1', nginx)).toBe('198.51.100.1');
    // The visitor wrote 6.6.6.6 themselves; nginx appended the address it saw.
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.1', nginx)).toBe('198.51.100.1');
    expect(clientAddress('::ffff:127.0.0.1', ['6.6.6.6', '198.51.100.1'], nginx)).toBe('198.51.100.1');
  });

  it('walks through a chain of trusted proxies (a CDN in front of nginx)', () => {
    const chain = parseTrustedProxies('127.0.0.1, 192.0.2.0/24');
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.1, 192.0.2.10', chain)).toBe('198.51.100.1');
  });

  it('stops at an entry that is not an address, keeping the last trusted hop', () => {
    expect(clientAddress('127.0.0.1', 'not-an-ip', nginx)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', undefined, nginx)).toBe('127.0.0.1');
  });

  it('refuses a list with a typo at start-up', () => {
    expect(() => parseTrustedProxies('127.0.0.1, 10.0.0.0/33')).toThrow(/10.0.0.0\/33/);
    expect(() => parseTrustedProxies('nginx')).toThrow(/nginx/);
    expect(parseTrustedProxies('10.0.0.0/8').has('10.20.30.40')).toBe(true);
    expect(parseTrustedProxies('10.0.0.0/8').has('11.0.0.1')).toBe(false);
  });
});

describe('the forwarded headers Next sees', () => {
  it('are replaced from a visitor who is not a trusted proxy', () => {
    const req = request('203.0.113.7', {
      'x-forwarded-for': '1.2.3.4',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      'x-real-ip': '1.2.3.4',
    });
    settleForwardedHeaders(req, nginx);
    expect(req.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(req.headers['x-forwarded-proto']).toBe('http');
    expect(req.headers['x-forwarded-host']).toBeUndefined();
    expect(req.headers['x-real-ip']).toBeUndefined();
  });

  it('keep what a trusted proxy reports, with the visitor as the only address', () => {
    const req = request('127.0.0.1', {
      'x-forwarded-for': '6.6.6.6, 198.51.100.1',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'belong.example',
    });
    settleForwardedHeaders(req, nginx);
    expect(req.headers['x-forwarded-for']).toBe('198.51.100.1');
    expect(req.headers['x-forwarded-proto']).toBe('https');
    expect(req.headers['x-forwarded-host']).toBe('belong.example');
  });
});
