import type { SiteLocale } from '../../../bootstrap/site-locales';
import { codeMinutes } from '../../../email-sign-in/constants';
import { escapeHtml, type Mail, paragraph, wrap } from '../../../tickets/mail/render';

import { deletionMailTexts } from './texts';

/**
 * The 6-digit code that confirms deleting an account without a password. No link: deleting happens on
 * the account page of a signed-in visitor, who types the code there.
 */
export function deletionMail(input: { to: string; locale: SiteLocale; code: string }): Mail {
  const texts = deletionMailTexts[input.locale];
  const validity = texts.validity.replace('{minutes}', String(codeMinutes));
  return {
    to: input.to,
    subject: texts.subject,
    html: wrap(
      paragraph(escapeHtml(texts.intro)) +
        paragraph(
          `${escapeHtml(texts.codeLine)} <strong style="font-size:22px;letter-spacing:4px">${input.code}</strong>`,
        ) +
        paragraph(escapeHtml(validity)) +
        paragraph(escapeHtml(texts.notYou)),
    ),
    text: `${texts.intro}\n\n${texts.codeLine} ${input.code}\n\n${validity}\n${texts.notYou}\n`,
  };
}
