/** The working brand name lives here only; copy refers to it as the `{siteName}` argument. */
export const siteName = 'Belong';

export const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000';
