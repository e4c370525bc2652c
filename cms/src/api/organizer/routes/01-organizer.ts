/**
 * The organizer routes the site's server calls (web/src/lib/cms/organizer.ts), each with the visitor's
 * JWT. Only the authenticated role is granted them (cms/src/bootstrap/permissions.ts); each checks on
 * `ctx.state.user` that the caller organizes or co-hosts the event (cms/src/organizer/access.ts).
 */
export default {
  routes: [
    { method: 'POST', path: '/organizer/covers', handler: 'organizer.uploadCover' },
    { method: 'GET', path: '/organizer/events', handler: 'organizer.myEvents' },
    { method: 'POST', path: '/organizer/events', handler: 'organizer.createEvent' },
    { method: 'GET', path: '/organizer/events/:id', handler: 'organizer.myEvent' },
    { method: 'PUT', path: '/organizer/events/:id', handler: 'organizer.updateEvent' },
    { method: 'POST', path: '/organizer/events/:id/publish', handler: 'organizer.publishEvent' },
    { method: 'POST', path: '/organizer/events/:id/unpublish', handler: 'organizer.unpublishEvent' },
    { method: 'GET', path: '/organizer/events/:id/guests', handler: 'organizer.guests' },
    { method: 'POST', path: '/organizer/events/:id/guests/:code/cancel', handler: 'organizer.cancelGuest' },
    { method: 'POST', path: '/organizer/events/:id/messages', handler: 'organizer.messageGuests' },
    { method: 'PUT', path: '/organizer/events/:id/co-hosts', handler: 'organizer.setCoHosts' },
    { method: 'POST', path: '/organizer/events/:id/check-ins', handler: 'organizer.checkIn' },
    { method: 'GET', path: '/organizer/events/:id/check-ins/counts', handler: 'organizer.checkInCounts' },
  ],
};
