import type { SiteLocale } from '../../bootstrap/site-locales';
import { sitePath } from '../../tickets/mail/render';

import { guestMessageTexts } from './texts';

type Mail = { to: string; subject: string; html: string; text: string };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const fill = (template: string, values: Record<string, string>, escape: boolean) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return escape ? escapeHtml(value) : value;
  });

/**
 * The organizer's plain-text message in the guest's language frame: who sends it and why the guest
 * gets it, then the words as written (escaped, line breaks kept), then a link to the guest's ticket.
 */
export function guestMessageMail(input: {
  to: string;
  locale: SiteLocale;
  host: string;
  event: string;
  subject: string;
  body: string;
  ticketCode: string;
}): Mail {
  const texts = guestMessageTexts[input.locale];
  const values = { host: input.host, event: input.event };
  const page = sitePath(input.locale, `/account/tickets/${encodeURIComponent(input.ticketCode)}`);
  const paragraphs = input.body
    .split(/\n{2,}/)
    .map((part) => `<p style="margin:0 0 16px">${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return {
    to: input.to,
    subject: `${fill(texts.subjectPrefix, values, false)} ${input.subject}`,
    html:
      `<div style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#111827;max-width:560px">` +
      `<p style="margin:0 0 16px;color:#4b5563">${fill(texts.intro, values, true)}</p>` +
      `<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #4f46e5">${paragraphs}</div>` +
      `<p style="margin:0 0 16px"><a href="${escapeHtml(page)}">${escapeHtml(texts.view)}</a></p>` +
      `<p style="margin:0;color:#6b7280;font-size:13px">${fill(texts.why, values, true)}</p></div>`,
    text: `${fill(texts.intro, values, false)}\n\n${input.body}\n\n${texts.view}: ${page}\n\n${fill(texts.why, values, false)}\n`,
  };
}
