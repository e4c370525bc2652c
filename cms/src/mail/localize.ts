import type { Core } from '@strapi/strapi';

import {
  type AuthSettingsMark,
  authSettingsMarker,
  type MailTemplateKey,
  templateFingerprint,
} from '../bootstrap/auth-settings';
import { type SiteLocale, siteLocales } from '../bootstrap/site-locales';

import { accountMail, type AccountMailKind, accountMailKind } from './account-mails';
import { currentSiteName } from './site-name';

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

const templateKeys: Record<AccountMailKind, MailTemplateKey> = {
  'confirm-email': 'email_confirmation',
  'reset-password': 'reset_password',
};

/**
 * Whether an admin changed the stored template since the first start wrote it (Settings → Email
 * templates): then it is theirs and goes out as they wrote it, in that one language.
 */
async function editedByAdmin(strapi: Core.Strapi, kind: AccountMailKind): Promise<boolean> {
  const mark = (await strapi
    .store({ type: authSettingsMarker.type, name: authSettingsMarker.name })
    .get({ key: authSettingsMarker.key })) as AuthSettingsMark | null;
  const written = mark?.templates?.[templateKeys[kind]];
  if (!written) return false;
  const stored = (await strapi
    .store({ type: 'plugin', name: 'users-permissions' })
    .get({ key: 'email' })) as Record<string, { options?: { object?: unknown; message?: unknown } }> | null;
  return templateFingerprint(stored?.[templateKeys[kind]]?.options) !== written;
}

/**
 * An account mail rendered again in the language of the request that caused it (register, resend,
 * forgot password), with a plain-text part; any other mail, and a template an admin rewrote, passes
 * unchanged.
 */
export async function localizeAccountMail(strapi: Core.Strapi, options: MailOptions): Promise<MailOptions> {
  const kind = accountMailKind(options.html ?? '');
  const link = /href="([^"]+)"/.exec(options.html ?? '')?.[1];
  if (!kind || !link || !options.to) return options;
  if (await editedByAdmin(strapi, kind)) return options;
  const user = (await strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { email: options.to.toLowerCase() }, select: ['username'] })) as {
    username?: string;
  } | null;
  const locale = requestLocale(strapi);
  const mail = accountMail(kind, locale, {
    link: escapeHtml(localizedLink(link, locale)),
    username: escapeHtml(user?.username ?? ''),
    siteName: await currentSiteName(strapi),
  });
  return { ...options, ...mail };
}
