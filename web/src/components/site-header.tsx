import { getTranslations } from 'next-intl/server';

import { currentSiteName } from '@/lib/cms/website-config';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';
import { routeHref } from '@/routes/match';
import type { PageRouteName } from '@/routes/pages';
import { headerNavigation } from '@/routes/site-map';

import { AccountMenu } from './auth/account-menu.client';
import { LanguageSwitcher } from './language-switcher.client';
import { BrandMark } from './brand-mark';
import { Icon } from './icon';
import { ColourModeSwitcher } from './shell/colour-mode-switcher.client';
import { GetStarted } from './shell/get-started';
import { HeaderMenuBehaviour, MenuCloseButton } from './shell/header-menu.client';

const linkClass =
  'block rounded-lg px-3 py-2.5 text-base font-medium hover:bg-primary-soft hover:text-link menu-inline:px-2 menu-inline:py-1.5 menu-inline:text-sm menu-inline:whitespace-nowrap menu-inline:text-fg-soft';

/**
 * One header for every page and language. The menu is a `<details>`: it opens without JavaScript, is a
 * real button to keyboards and screen readers, and holds plain links. From 64rem its content stands in
 * the bar (`menu-inline`, globals.css): the product pages and the resources behind a button each, Events,
 * Hubs and Pricing as links. Below that the button opens it as a sheet over a scrim: the scrim is the
 * button's own `::before`, so a tap on it closes the sheet without JavaScript too; the page under it does
 * not scroll (CSS). The island adds Escape, focus kept in the sheet and a close button.
 *
 * The bar holds Sign in, Get started and the language. Below `sm` the menu button and the sign-in link
 * are icons (words kept for screen readers), the language shows its code, and Get started moves into
 * the sheet: the bar then fits a 320 px screen in every language (the header test checks 360 px).
 */
export async function SiteHeader() {
  const [t, shell, auth, siteName] = await Promise.all([
    getTranslations('Layout'),
    getTranslations('Shell'),
    getTranslations('Auth'),
    currentSiteName(),
  ]);
  const getStarted = { start: t('getStarted'), account: t('yourAccount') };
  return (
    <header className="sticky top-0 z-30 border-b border-line before:absolute before:inset-0 before:-z-10 before:bg-surface/90 before:backdrop-blur supports-[backdrop-filter]:before:bg-surface/75">
      <div className="relative mx-auto flex w-full max-w-6xl items-center gap-2 px-4 py-3 lg:max-xl:gap-1.5">
        <Link
          href={routeHref('index')}
          className="me-auto flex shrink-0 items-center gap-2 text-lg font-bold text-fg menu-inline:me-2"
          aria-label={t('homeLink', { siteName })}
        >
          <BrandMark className="size-7" />
          <span>{siteName}</span>
        </Link>
        <details data-menu className="group/menu print:hidden">
          {/* The sheet and the scrim start below the bar (py-3 around 2.25 rem controls, and its border). */}
          <summary className="relative flex h-9 cursor-pointer list-none items-center gap-2 rounded-md border border-line px-2.5 text-sm font-medium whitespace-nowrap text-fg-soft group-open/menu:before:fixed group-open/menu:before:inset-x-0 group-open/menu:before:top-[calc(3.75rem+1px)] group-open/menu:before:bottom-0 group-open/menu:before:cursor-default group-open/menu:before:bg-neutral-950/50 group-open/menu:before:content-[''] hover:border-primary sm:px-3 menu-inline:hidden [&::-webkit-details-marker]:hidden">
            <Icon name="menu" className="size-4 group-open/menu:hidden" />
            <Icon name="close" className="hidden size-4 group-open/menu:block" />
            {/* Phones show the icon alone: see the header's comment. */}
            <span className="sr-only sm:not-sr-only">{t('menu')}</span>
          </summary>
          <div
            data-menu-sheet
            className="fixed end-0 top-[calc(3.75rem+1px)] bottom-0 z-10 flex w-[min(24rem,calc(100%-3rem))] flex-col overflow-y-auto overscroll-contain border-s border-line bg-surface px-3 pt-3 pb-8 shadow-xl menu-inline:static menu-inline:w-auto menu-inline:flex-row menu-inline:items-center menu-inline:overflow-visible menu-inline:border-0 menu-inline:bg-transparent menu-inline:p-0 menu-inline:shadow-none"
          >
            <div className="mb-2 flex items-center justify-between ps-3 menu-inline:hidden">
              <span aria-hidden="true" className="text-sm font-semibold text-muted">
                {t('menu')}
              </span>
              <MenuCloseButton label={t('closeMenu')} icon={<Icon name="close" className="size-5" />} />
            </div>
            <nav aria-label={t('mainNavigation')} className="menu-inline:me-auto">
              <ul className="grid gap-1 menu-inline:flex menu-inline:items-center menu-inline:gap-0.5">
                <li>
                  <NavGroup label={t('groups.product')} routes={headerNavigation.product} wide>
                    {(route) => t(`pages.${route}`)}
                  </NavGroup>
                </li>
                {headerNavigation.links.map((route) => (
                  <li key={route}>
                    <Link href={routeHref(route)} className={linkClass}>
                      {t(`pages.${route}`)}
                    </Link>
                  </li>
                ))}
                <li>
                  <NavGroup label={t('groups.resources')} routes={headerNavigation.resources}>
                    {(route) => t(`pages.${route}`)}
                  </NavGroup>
                </li>
              </ul>
            </nav>
            <div className="mt-4 flex items-center justify-between gap-4 border-t border-line px-3 pt-4 menu-inline:ms-4 menu-inline:mt-0 menu-inline:border-0 menu-inline:p-0">
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
            {/* From `sm` the bar has room for the button itself. */}
            <div className="mt-6 grid px-3 sm:hidden">
              <GetStarted labels={getStarted} size="lg" />
            </div>
          </div>
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
        {/* Between 64 and 80rem German needed 6 px more than the bar has: a little less air there. */}
        <GetStarted labels={getStarted} className="hidden sm:grid print:hidden lg:max-xl:[&>a]:px-3" />
        <LanguageSwitcher label={t('languageSwitcher')} icon={<Icon name="globe" className="size-4" />} />
      </div>
      <HeaderMenuBehaviour />
    </header>
  );
}

/**
 * A group of the navigation: a dropdown in the bar, a list under its heading in the sheet. The groups
 * share a `name`, so opening one closes the other without JavaScript.
 */
function NavGroup({
  label,
  routes,
  wide = false,
  children: name,
}: {
  label: string;
  routes: readonly PageRouteName[];
  wide?: boolean;
  children: (route: PageRouteName) => string;
}) {
  return (
    <details data-nav-group name="site-nav-group" className="group/nav relative">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-1 rounded-lg px-3 py-2.5 text-base font-medium whitespace-nowrap hover:bg-primary-soft hover:text-link menu-inline:px-2 menu-inline:py-1.5 menu-inline:text-sm menu-inline:text-fg-soft [&::-webkit-details-marker]:hidden">
        {label}
        <Icon name="chevron-down" className="size-4 transition-transform group-open/nav:rotate-180" />
      </summary>
      <p
        aria-hidden="true"
        className="hidden px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase menu-sheet:block"
      >
        {label}
      </p>
      <ul
        aria-label={label}
        className={cn(
          'grid gap-0.5 ps-3 menu-inline:absolute menu-inline:start-0 menu-inline:top-full menu-inline:z-40 menu-inline:mt-2 menu-inline:rounded-lg menu-inline:border menu-inline:border-line menu-inline:bg-surface menu-inline:p-2 menu-inline:shadow-lg menu-sheet:ps-0',
          wide ? 'menu-inline:w-[34rem] menu-inline:grid-cols-2' : 'menu-inline:w-56',
        )}
      >
        {routes.map((route) => (
          <li key={route}>
            <Link
              href={routeHref(route)}
              className="block rounded-md px-3 py-2 text-base hover:bg-primary-soft hover:text-link menu-inline:text-sm"
            >
              {name(route)}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
