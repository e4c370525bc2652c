/**
 * Sign-up and sign-in by a mailed link or code (cms/src/email-sign-in). Only the web server's token may
 * call them (cms/src/bootstrap/api-tokens.ts): the site checks the origin and counts each request
 * against the visitor's sign-in limit first. The public role gets neither.
 */
export default {
  routes: [
    { method: 'POST', path: '/email-sign-in/request', handler: 'email-sign-in.request' },
    { method: 'POST', path: '/email-sign-in/confirm', handler: 'email-sign-in.confirm' },
  ],
};
