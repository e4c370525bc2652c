import { type IncomingHttpHeaders, request } from 'node:http';

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string };
type Init = { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number };

/**
 * A loopback address of this test's own, other than 127.0.0.1 (which the test stack trusts as the proxy
 * in front of the site): a visitor connecting directly, as one from the internet would, whose limits
 * no other test shares. Linux answers on the whole of 127.0.0.0/8.
 */
export const ownLoopbackAddress = () =>
  `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/**
 * HTTP from a chosen local address (Playwright's request context cannot choose one). `localhost` is
 * reached at 127.0.0.1, so an IPv4 source address fits.
 */
export function from(localAddress: string) {
  return (url: string, init: Init = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const target = new URL(url);
      // The Host the visitor named stays (the site's same-origin check compares it with Origin).
      const headers = { Host: target.host, ...init.headers };
      if (target.hostname === 'localhost') target.hostname = '127.0.0.1';
      const sent = request(target, { method: init.method ?? 'GET', headers, localAddress }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      });
      sent.on('error', reject);
      if (init.timeoutMs) {
        sent.setTimeout(init.timeoutMs, () => sent.destroy(new Error(`no answer in ${init.timeoutMs} ms`)));
      }
      sent.end(init.body);
    });
}

/** A different, well-formed address for each request: what a password-guessing script would send. */
export const rotatingForwardedFor = (attempt: number) =>
  `198.51.${Math.floor(attempt / 250) % 250}.${1 + (attempt % 250)}`;
