import type { Core } from '@strapi/strapi';
import QRCode from 'qrcode';

import type { SiteLocale } from '../../bootstrap/site-locales';
import { holdMinutes, webUrl } from '../constants';
import type { TicketEvent, Tier } from '../tiers';

import { type TicketMailTexts, ticketMailTexts } from './texts';

import siteLocaleFacts from '@belong/shared/locales.json';

/**
 * The four ticket mails, in the holder's language: confirm your ticket (link and code), your ticket
 * (with its QR code as an inline image), you are on the waitlist, a seat is yours. Each leaves through
 * Strapi's email plugin (logged in tests, see cms/providers/email-log).
 */
type Attachment = { filename: string; content: Buffer; cid: string; contentType: string };
export type Mail = { to: string; subject: string; html: string; text: string; attachments?: Attachment[] };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function fill(template: string, values: Record<string, string | number>, escape: boolean): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return escape ? escapeHtml(String(value)) : String(value);
  });
}

/** The site's page in a language: English has no prefix, the others `/{locale}`. */
export const sitePath = (locale: SiteLocale, path: string) =>
  `${webUrl()}${locale === 'en' ? '' : `/${locale}`}${path}`;

export const paragraph = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;
export const button = (href: string, label: string) =>
  `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#4f46e5;color:#ffffff;text-decoration:none">${escapeHtml(label)}</a></p>`;
export const wrap = (body: string) =>
  `<div style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#111827;max-width:560px">${body}</div>`;

type Values = { name: string; event: string; tier: string; minutes: number; position?: number };

function words(texts: TicketMailTexts, key: keyof TicketMailTexts, values: Values) {
  const all = { ...values, position: values.position ?? 0 };
  return { html: fill(texts[key], all, true), text: fill(texts[key], all, false) };
}

/** Confirm your ticket, or (offer) a seat from the waitlist is yours: link and 6-digit code. */
export function confirmationMail(input: {
  to: string;
  locale: SiteLocale;
  name: string;
  event: TicketEvent;
  tier: Tier;
  token: string;
  code: string;
  offer: boolean;
}): Mail {
  const texts = ticketMailTexts[input.locale];
  const values: Values = {
    name: input.name,
    event: input.event.title,
    tier: input.tier.name,
    minutes: holdMinutes,
  };
  const link = `${sitePath(input.locale, '/tickets/confirm')}?token=${encodeURIComponent(input.token)}`;
  const intro = words(texts, input.offer ? 'offerIntro' : 'confirmIntro', values);
  const action = words(texts, 'confirmAction', values);
  const codeLine = words(texts, 'codeLine', values);
  const last = words(texts, input.offer ? 'offerAfter' : 'confirmNotYou', values);
  const subject = words(texts, input.offer ? 'offerSubject' : 'confirmSubject', values).text;
  return {
    to: input.to,
    subject,
    html: wrap(
      paragraph(intro.html) +
        paragraph(action.html) +
        button(link, texts.confirmButton) +
        paragraph(`<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`) +
        paragraph(
          `${codeLine.html} <strong style="font-size:22px;letter-spacing:4px">${input.code}</strong>`,
        ) +
        paragraph(last.html),
    ),
    text: `${intro.text}\n\n${action.text}\n${link}\n\n${codeLine.text} ${input.code}\n\n${last.text}\n`,
  };
}

/** The event's start in its own time zone, written the holder's way. */
export function eventTime(event: TicketEvent, locale: SiteLocale): string {
  const format = new Intl.DateTimeFormat(siteLocaleFacts[locale].tag, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: event.timeZone,
  });
  return `${format.format(new Date(event.startsAt))} (${event.timeZone})`;
}

/** Your ticket: QR code (inline PNG, cid:ticket-qr), event, tier, time, venue or join link, ticket page. */
export async function ticketMail(input: {
  to: string;
  locale: SiteLocale;
  name: string;
  event: TicketEvent;
  tier: Tier;
  code: string;
}): Promise<Mail> {
  const { event, locale } = input;
  const texts = ticketMailTexts[locale];
  const values: Values = {
    name: input.name,
    event: event.title,
    tier: input.tier.name,
    minutes: holdMinutes,
  };
  const qr = await QRCode.toBuffer(input.code, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    scale: 8,
  });
  const page = sitePath(locale, `/account/tickets/${encodeURIComponent(input.code)}`);
  const when = eventTime(event, locale);
  const place = [event.venueName, event.venueAddress].filter(Boolean).join(', ');
  const rows: [string, string, string | null][] = [
    [texts.tier, input.tier.name, null],
    [texts.when, when, null],
    ...(place ? [[texts.where, place, null] as [string, string, null]] : []),
    ...(event.onlineUrl
      ? [[texts.online, event.onlineUrl, event.onlineUrl] as [string, string, string]]
      : []),
    [texts.code, input.code, null],
  ];
  const intro = words(texts, 'ticketIntro', values);
  const table = rows
    .map(
      ([label, value, href]) =>
        `<tr><th align="left" style="padding:4px 16px 4px 0;font-weight:600">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return {
    to: input.to,
    subject: words(texts, 'ticketSubject', values).text,
    html: wrap(
      paragraph(intro.html) +
        `<p style="margin:0 0 16px"><img src="cid:ticket-qr" width="240" height="240" alt="${escapeHtml(texts.qrAlt)}"></p>` +
        `<table style="margin:0 0 16px;border-collapse:collapse">${table}</table>` +
        button(page, texts.view) +
        paragraph(`<a href="${escapeHtml(page)}">${escapeHtml(page)}</a>`),
    ),
    text:
      `${intro.text}\n\n` +
      rows.map(([label, value]) => `${label}: ${value}`).join('\n') +
      `\n\n${texts.view}: ${page}\n`,
    attachments: [{ filename: 'ticket-qr.png', content: qr, cid: 'ticket-qr', contentType: 'image/png' }],
  };
}

export function waitlistMail(input: {
  to: string;
  locale: SiteLocale;
  name: string;
  event: TicketEvent;
  tier: Tier;
  position: number;
}): Mail {
  const texts = ticketMailTexts[input.locale];
  const values: Values = {
    name: input.name,
    event: input.event.title,
    tier: input.tier.name,
    minutes: holdMinutes,
    position: input.position,
  };
  const body = words(texts, 'waitBody', values);
  const page = sitePath(input.locale, `/events/${input.event.slug}`);
  return {
    to: input.to,
    subject: words(texts, 'waitSubject', values).text,
    html: wrap(paragraph(body.html) + paragraph(`<a href="${escapeHtml(page)}">${escapeHtml(page)}</a>`)),
    text: `${body.text}\n\n${page}\n`,
  };
}

type EmailService = { send(options: Mail): Promise<unknown> };

/** Sends after the claim is stored: a mail that fails is logged, the ticket stays (its page shows it). */
export async function sendMail(strapi: Core.Strapi, mail: Mail): Promise<void> {
  try {
    await strapi.plugin('email').service<EmailService>('email').send(mail);
  } catch (error) {
    strapi.log.error(
      `Ticket mail to ${mail.to} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
