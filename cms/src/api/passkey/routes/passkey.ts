/**
 * The passkey routes the site's server calls (web/src/lib/cms/passkeys.ts); there is no REST route for
 * the collection itself. Who may call which is set in cms/src/bootstrap: the authenticated role the
 * account's own routes (each acts on `ctx.state.user` only), the web server's token the two sign-in
 * routes. The public role gets none.
 */
export default {
  routes: [
    { method: 'GET', path: '/passkeys/mine', handler: 'passkey.mine' },
    { method: 'POST', path: '/passkeys/registration-options', handler: 'passkey.registrationOptions' },
    { method: 'POST', path: '/passkeys/mine', handler: 'passkey.register' },
    { method: 'PUT', path: '/passkeys/mine/:id', handler: 'passkey.rename' },
    { method: 'DELETE', path: '/passkeys/mine/:id', handler: 'passkey.remove' },
    { method: 'POST', path: '/passkeys/sign-in-options', handler: 'passkey.signInOptions' },
    { method: 'POST', path: '/passkeys/sign-in', handler: 'passkey.signIn' },
  ],
};
