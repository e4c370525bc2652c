/**
 * How long a mailed link or code works, in minutes: the CMS's `codeMinutes`
 * (cms/src/email-sign-in/constants.ts, checked equal by a unit test), said on the pages that ask for one.
 * The messages put the number before the word in its form for 5 and more (Polish, Russian and Ukrainian
 * have other forms for 1 and for 2–4): a shorter time needs `plural` in those messages.
 */
export const emailCodeMinutes = 15;
