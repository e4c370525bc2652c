/**
 * The readable cookie that only says a session exists (no secret): set by the server, read by the
 * header. Its own module: the header loads on every page and must not pull in zod with the schemas.
 */
export const sessionHintCookie = 'signed_in';
