/** Header carrying the 404 message from the proxy to the not-found page (an internal rewrite only). */
export const notFoundHeader = 'x-belong-not-found';

/** The internal path of the not-found page for a locale. */
export const notFoundPath = (locale: string) => `/${locale}/not-found-page`;
