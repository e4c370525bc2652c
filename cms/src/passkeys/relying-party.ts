/**
 * Who the passkeys belong to: the site's configured public address (`SITE_URL`, else `WEB_URL`, the
 * address the mails link to), never a request header. Its host name is the RP ID the browser binds each
 * passkey to, and its origin the only one a response may come from, so a look-alike site cannot use a
 * response it obtained.
 */
export function relyingParty(): { id: string; origin: string; name: string } {
  const url = new URL(process.env.SITE_URL ?? process.env.WEB_URL ?? 'http://localhost:3000');
  return { id: url.hostname, origin: url.origin, name: 'Belong' };
}
