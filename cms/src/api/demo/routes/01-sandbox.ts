/**
 * The demo sandbox (cms/src/sandbox). The web server's token starts a sandbox (a throwaway account, its
 * session answered to the web server, which keeps it in its own demo cookie); the sandbox's JWT makes
 * its demo event (and the check-in demo's "other event"), takes the demo pass and reads its state; the sweep is for full-access tokens only.
 * Claims, tickets and check-ins go through the ordinary ticket and organizer routes with that JWT.
 */
export default {
  routes: [
    { method: 'POST', path: '/demo-sandbox/identities', handler: 'sandbox.start' },
    { method: 'GET', path: '/demo-sandbox/state', handler: 'sandbox.state' },
    { method: 'POST', path: '/demo-sandbox/events', handler: 'sandbox.createEvent' },
    { method: 'POST', path: '/demo-sandbox/other-event', handler: 'sandbox.createOtherEvent' },
    { method: 'POST', path: '/demo-sandbox/pass', handler: 'sandbox.grantPass' },
    { method: 'POST', path: '/demo-sandbox/sweep', handler: 'sandbox.sweep' },
  ],
};
