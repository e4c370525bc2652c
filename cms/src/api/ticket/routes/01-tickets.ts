/**
 * The ticket routes the site's server calls (web/src/lib/cms/tickets.ts). Who may call which is set in
 * cms/src/bootstrap: the authenticated role the user routes, the web server's token the public counts
 * and the guest routes, nobody the sweep (full-access tokens only). The public role gets none.
 */
export default {
  routes: [
    { method: 'GET', path: '/tickets/availability/:slug', handler: 'ticket.availability' },
    { method: 'POST', path: '/tickets/claim', handler: 'ticket.claim' },
    { method: 'POST', path: '/tickets/guest-claim', handler: 'ticket.guestClaim' },
    { method: 'POST', path: '/tickets/confirm', handler: 'ticket.confirm' },
    { method: 'GET', path: '/tickets/mine', handler: 'ticket.mine' },
    { method: 'GET', path: '/tickets/mine/:code', handler: 'ticket.mineOne' },
    { method: 'POST', path: '/tickets/mine/:code/cancel', handler: 'ticket.cancel' },
    { method: 'POST', path: '/tickets/sweep', handler: 'ticket.sweep' },
  ],
};
