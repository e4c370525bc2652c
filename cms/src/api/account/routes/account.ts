/**
 * Account routes the users-permissions plugin does not have. Each acts only on the signed-in user's own
 * data: the controller reads `ctx.state.user`, never a user id from the request.
 */
export default {
  routes: [
    { method: 'GET', path: '/account/providers', handler: 'account.providers', config: { auth: false } },
    { method: 'GET', path: '/account/saved-events', handler: 'account.savedEvents' },
    { method: 'POST', path: '/account/saved-events', handler: 'account.saveEvent' },
    { method: 'DELETE', path: '/account/saved-events/:slug', handler: 'account.removeEvent' },
    { method: 'POST', path: '/account/delete', handler: 'account.deleteAccount' },
    { method: 'POST', path: '/account/delete/code', handler: 'account.deletionCode' },
    { method: 'GET', path: '/account/password', handler: 'account.passwordStatus' },
    { method: 'POST', path: '/account/password', handler: 'account.setPassword' },
  ],
};
