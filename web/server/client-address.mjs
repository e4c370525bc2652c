// @ts-check
import { BlockList, isIP } from 'node:net';

/**
 * Who the visitor is, decided once at the socket before Next sees the request. A forwarded header is the
 * word of whoever sent it: it counts only when the connection comes from a proxy the operator named in
 * `TRUSTED_PROXIES` (addresses or CIDRs, comma-separated; `npm run stack` names nginx's). With nothing
 * named (`npm start`), the visitor is the socket's address, whatever the request claims.
 */

/** @typedef {{ has(address: string): boolean, size: number }} TrustedProxies */

// `::ffff:127.0.0.1` is how an IPv4 peer looks on a dual-stack socket.
const unmapped = (/** @type {string} */ address) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * The operator's list, checked at start-up: a typo stops the server instead of trusting nobody (or
 * everybody) in silence.
 * @param {string | undefined} spec e.g. `127.0.0.1, ::1, 10.0.0.0/8`
 * @returns {TrustedProxies}
 */
export function parseTrustedProxies(spec) {
  const list = new BlockList();
  let size = 0;
  for (const entry of (spec ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(unmapped(address));
    const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits);
    if (family === 0 || !Number.isInteger(prefix) || prefix < 0 || prefix > (family === 6 ? 128 : 32)) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or a CIDR range`);
    }
    list.addSubnet(unmapped(address), prefix, family === 6 ? 'ipv6' : 'ipv4');
    size += 1;
  }
  return {
    size,
    has: (address) => {
      const plain = unmapped(address);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/**
 * The visitor's address: starting at the socket, each trusted proxy's word about the hop before it is
 * taken, right to left through `X-Forwarded-For`, until a hop that is not a trusted proxy (that is the
 * visitor) or an entry that is not an address (the last trusted hop is then the best one knows).
 * @param {string} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {TrustedProxies} trusted
 */
export function clientAddress(socketAddress, forwardedFor, trusted) {
  let client = unmapped(socketAddress);
  const claimed = [forwardedFor ?? []]
    .flat()
    .join(',')
    .split(',')
    .map((hop) => hop.trim());
  while (trusted.has(client) && claimed.length > 0) {
    const previous = unmapped(claimed.pop() ?? '');
    if (isIP(previous) === 0) break;
    client = previous;
  }
  return client;
}

// Headers that only a trusted proxy may set; from anyone else they are removed.
const proxyOnly = ['x-forwarded-host', 'x-forwarded-port', 'x-forwarded-proto', 'x-real-ip', 'forwarded'];

/**
 * Rewrites the request's forwarded headers into facts: `X-Forwarded-For` becomes exactly the visitor's
 * address (what the site's rate limits and Strapi's count), and the scheme and host a proxy reports are
 * kept only when a trusted proxy reports them (they decide `Secure` cookies and same-origin checks).
 * @param {import('node:http').IncomingMessage} req
 * @param {TrustedProxies} trusted
 */
export function settleForwardedHeaders(req, trusted) {
  const socketAddress = req.socket.remoteAddress ?? '';
  req.headers['x-forwarded-for'] = clientAddress(socketAddress, req.headers['x-forwarded-for'], trusted);
  if (trusted.has(socketAddress)) return;
  for (const name of proxyOnly) delete req.headers[name];
  req.headers['x-forwarded-proto'] = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
}
