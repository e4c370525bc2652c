import { getLocale, getTranslations } from 'next-intl/server';

import { siteName } from '@/config/site';
import { asLocale, type Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { routeHref } from '@/routes/match';
import { headerMenu } from '@/routes/site-map';

import { AccountMenu } from './auth/account-menu.client';
import { LanguageSwitcher } from './language-switcher.client';
import { BrandMark } from './brand-mark';
import { Icon } from './icon';
import { CloseMenusOnNavigate } from './shell/close-menus-on-navigate.client';
import { ColourModeSwitcher } from './shell/colour-mode-switcher.client';

/**
 * The languages whose menu labels, sign-in link and language name fit one bar beside the brand and the
 * colour-mode switcher at the inline width (80rem, page width 72rem). Measured at 1,280 px, the bar's
 * content needs 830–1,080 px in these and 1,140–1,360 px in the others (Spanish, Polish and Portuguese
 * longest), against 1,120 px of room. The others keep the menu button at every width. The header test
 * checks every language at 1,280 and 1,920 px, so a longer label shows up there.
 */
const inlineMenuLocales: ReadonlySet<Locale> = new Set(['en', 'it', 'ja', 'ko', 'uk', 'zh']);

/**
 * The menu is a `<details>` disclosure: it opens without JavaScript, is a real button to keyboards and
 * screen readers, and holds plain links. The page has it once: in the `full` header (the menu layout)
 * wide screens show its content inline in the bar (the `menu-inline` variant, globals.css); `slim`
 * keeps reading pages' bar quiet with the menu button at every width.
 *
 * Below `sm` the menu button and the sign-in link are icons with their words kept for screen readers,
 * and the language button shows its code: the bar's width then no longer depends on the language. With
 * words, the bar needed 303–387 px of content in 328 px of room on a 360 px phone (Spanish and
 * Portuguese longest); without, 256–268 px in every language. The header test checks 360 and 390 px.
 */
export async function SiteHeader({ variant }: { variant: 'full' | 'slim' }) {
  const [t, shell, auth, locale] = await Promise.all([
    getTranslations('Layout'),
    getTranslations('Shell'),
    getTranslations('Auth'),
    getLocale(),
  ]);
  const inline = variant === 'full' && inlineMenuLocales.has(asLocale(locale));
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/75">
      <div className="relative mx-auto flex w-full max-w-6xl items-center gap-2 px-4 py-3">
        <Link
          href={routeHref('index')}
          className="me-auto flex items-center gap-2 text-lg font-bold text-fg menu-inline:me-4"
          aria-label={t('homeLink', { siteName })}
        >
          <BrandMark className="size-7" />
          <span>{siteName}</span>
        </Link>
        <details data-menu data-inline={inline ? '' : undefined} className="print:hidden">
          <summary className="flex h-9 cursor-pointer list-none items-center gap-2 rounded-md border border-line px-2.5 text-sm font-medium whitespace-nowrap text-fg-soft hover:border-primary sm:px-3 menu-inline:hidden [&::-webkit-details-marker]:hidden">
            <Icon name="menu" className="size-4" />
            {/* Phones show the icon alone: see the header's comment. */}
            <span className="sr-only sm:not-sr-only">{t('menu')}</span>
          </summary>
          <nav
            aria-label={t('mainNavigation')}
            className="absolute inset-x-0 top-full border-b border-line bg-surface px-4 pt-2 pb-6 shadow-lg menu-inline:static menu-inline:flex menu-inline:items-center menu-inline:gap-6 menu-inline:border-0 menu-inline:bg-transparent menu-inline:p-0 menu-inline:shadow-none"
          >
            <ul className="mx-auto grid max-w-6xl gap-1 sm:grid-cols-2 lg:grid-cols-4 menu-inline:mx-0 menu-inline:flex menu-inline:gap-x-4 menu-inline:text-sm menu-inline:whitespace-nowrap">
              {headerMenu.map((route) => (
                <li key={route}>
                  <Link
                    href={routeHref(route)}
                    className="block rounded-lg px-3 py-2.5 text-base font-medium hover:bg-primary-soft hover:text-link menu-inline:p-0 menu-inline:text-sm menu-inline:text-fg-soft menu-inline:hover:bg-transparent"
                  >
                    {t(`pages.${route}`)}
                  </Link>
                </li>
              ))}
            </ul>
            <div className="mx-auto mt-4 flex max-w-6xl items-center justify-between gap-4 border-t border-line px-3 pt-4 menu-inline:ms-auto menu-inline:me-0 menu-inline:mt-0 menu-inline:border-0 menu-inline:p-0">
              <span className="text-sm text-muted menu-inline:sr-only">{shell('colourMode')}</span>
              <ColourModeSwitcher
                label={shell('colourMode')}
                modes={{
                  system: shell('modes.system'),
                  light: shell('modes.light'),
                  dark: shell('modes.dark'),
                }}
              />
            </div>
          </nav>
        </details>
        <AccountMenu
          // Phones show a person, as they show a signed-in visitor's initial: the words would not fit.
          signInIcon={<Icon name="person" className="size-5 sm:hidden" />}
          labels={{
            signIn: auth('signInLink'),
            menu: auth('accountMenu'),
            account: auth('account'),
            signOut: auth('signOut'),
            signingOut: auth('signingOut'),
            signedOut: auth('signedOut'),
            failed: auth('errors.unknown'),
          }}
        />
        <LanguageSwitcher label={t('languageSwitcher')} icon={<Icon name="globe" className="size-4" />} />
      </div>
      <CloseMenusOnNavigate />
    </header>
  );
}
