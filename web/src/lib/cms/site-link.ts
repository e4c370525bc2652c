import contentRules from '@belong/shared/content-rules.json';

/**
 * A link an editor may write: a site path (`/events`, never `//host`) or an https URL. The CMS refuses
 * anything else at save with the same rule, so the site drops only what reached it another way.
 */
export const siteLinkPattern = new RegExp(contentRules.siteLink.pattern);

export const isSiteLink = (value: string | null | undefined): value is string =>
  typeof value === 'string' && siteLinkPattern.test(value);
