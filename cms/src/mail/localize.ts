import type { Core } from '@strapi/strapi';

import { type SiteLocale, siteLocales } from '../bootstrap/site-locales';

import { accountMail, accountMailKind } from './account-mails';

/** The header the web server sends with account requests: the language of the page the visitor used. */
export const mailLocaleHeader = 'x-site-locale';

export type MailOptions = { to?: string; subject?: string; text?: string; html?: string } & Record<
  string,
  unknown
>;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The site's page in the visitor's language: English paths have no prefix, the others `/{locale}`. */
function localizedLink(link: string, locale: SiteLocale): string {
  if (locale === 'en' || !URL.canParse(link)) return link;
  const url = new URL(link);
  if (url.origin !== new URL(process.env.WEB_URL ?? 'http://localhost:3000').origin) return link;
  url.pathname = `/${locale}${url.pathname}`;
  return url.toString();
}

function requestLocale(strapi: Core.Strapi): SiteLocale {
  const value = strapi.requestContext.get()?.request.headers[mailLocaleHeader];
  return siteLocales.find((locale) => locale.code === value)?.code ?? 'en';
}

/**
 * An account mail rendered again in the language of the request that caused it (register, resend,
 * forgot password), with a plain-text part; any other mail passes unchanged.
 */
export async function localizeAccountMail(strapi: Core.Strapi, options: MailOptions): Promise<MailOptions> {
  const kind = accountMailKind(options.html ?? '');
  const link = /href="([^"]+)"/.exec(options.html ?? '')?.[1];
  if (!kind || !link || !options.to) return options;
  const user = (await strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { email: options.to.toLowerCase() }, select: ['username'] })) as {
    username?: string;
  } | null;
  const locale = requestLocale(strapi);
  const mail = accountMail(kind, locale, {
    link: escapeHtml(localizedLink(link, locale)),
    username: escapeHtml(user?.username ?? ''),
  });
  return { ...options, ...mail };
}
