import type { SiteLocale } from '../bootstrap/site-locales';
import { button, escapeHtml, type Mail, paragraph, sitePath, wrap } from '../tickets/mail/render';

import { codeMinutes } from './constants';
import { signInMailTexts } from './texts';

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));

/**
 * The mailed link and 6-digit code, in the visitor's language and the ticket mails' style: a sign-up
 * mail for a new address, a sign-in mail for an address with an account. The link opens a page with a
 * button (`/sign-in/email?token=`), so a mail scanner that follows it spends nothing.
 */
export function signInMail(input: {
  to: string;
  locale: SiteLocale;
  name: string | null;
  newAccount: boolean;
  token: string;
  code: string;
  /** The website configuration's "Site name". */
  siteName: string;
}): Mail {
  const texts = signInMailTexts[input.locale];
  const link = `${sitePath(input.locale, '/sign-in/email')}?token=${encodeURIComponent(input.token)}`;
  const [subjectText, introText, action, notYou] = input.newAccount
    ? [texts.signUpSubject, texts.signUpIntro, texts.signUpButton, texts.signUpNotYou]
    : [texts.signInSubject, texts.signInIntro, texts.signInButton, texts.signInNotYou];
  const subject = fill(subjectText, { siteName: input.siteName });
  const intro = fill(introText, { siteName: input.siteName });
  const greeting = input.name ? fill(texts.greeting, { name: input.name }) : null;
  const validity = fill(texts.validity, { minutes: codeMinutes });
  const lines = (escape: (text: string) => string) => ({
    greeting: greeting ? escape(greeting) : null,
    intro: escape(intro),
    codeLine: escape(texts.codeLine),
    validity: escape(validity),
    notYou: escape(notYou),
  });
  const html = lines(escapeHtml);
  const text = lines((value) => value);
  return {
    to: input.to,
    subject,
    html: wrap(
      (html.greeting ? paragraph(html.greeting) : '') +
        paragraph(html.intro) +
        button(link, action) +
        paragraph(`<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`) +
        paragraph(
          `${html.codeLine} <strong style="font-size:22px;letter-spacing:4px">${input.code}</strong>`,
        ) +
        paragraph(html.validity) +
        paragraph(html.notYou),
    ),
    text:
      (text.greeting ? `${text.greeting}\n\n` : '') +
      `${text.intro}\n${action}: ${link}\n\n${text.codeLine} ${input.code}\n\n${text.validity}\n${text.notYou}\n`,
  };
}
