import { getTranslations } from 'next-intl/server';

import { siteName } from '@/config/site';
import { Link } from '@/i18n/navigation';
import { routeHref } from '@/routes/match';
import { headerMenu } from '@/routes/site-map';

import { LanguageSwitcher } from './language-switcher.client';
import { BrandMark } from './brand-mark';
import { CloseMenusOnNavigate } from './shell/close-menus-on-navigate.client';
import { ColourModeSwitcher } from './shell/colour-mode-switcher.client';

/**
 * `full`: the menu layout's navigation inline on wide screens; `slim`: reading pages keep the bar quiet.
 * Both have the menu button, a `<details>` disclosure: it opens without JavaScript, is a real button to
 * keyboards and screen readers, and holds plain links.
 */
export async function SiteHeader({ variant }: { variant: 'full' | 'slim' }) {
  const [t, shell] = await Promise.all([getTranslations('Layout'), getTranslations('Shell')]);
  const colourMode = (
    <ColourModeSwitcher
      label={shell('colourMode')}
      modes={{ system: shell('modes.system'), light: shell('modes.light'), dark: shell('modes.dark') }}
    />
  );
  const links = headerMenu.map((route) => ({ route, href: routeHref(route), label: t(`pages.${route}`) }));
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/75">
      <div className="relative mx-auto flex w-full max-w-6xl items-center gap-4 px-4 py-3">
        <Link
          href={routeHref('index')}
          className="flex items-center gap-2 text-lg font-bold text-fg"
          aria-label={t('homeLink', { siteName })}
        >
          <BrandMark className="size-7" />
          <span>{siteName}</span>
        </Link>
        {variant === 'full' && (
          <nav aria-label={t('mainNavigation')} className="ms-4 hidden xl:block">
            <ul className="flex gap-x-4 text-sm font-medium whitespace-nowrap">
              {links.map((link) => (
                <li key={link.route}>
                  <Link href={link.href} className="text-fg-soft hover:text-link">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="ms-auto flex items-center gap-2">
          {/* On a phone the colour mode moves into the menu, so the bar keeps to one line. */}
          <div className="hidden xl:block">{colourMode}</div>
          <LanguageSwitcher label={t('languageSwitcher')} />
          <details data-menu className={variant === 'full' ? 'xl:hidden' : undefined}>
            <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md border border-line px-3 py-1.5 text-sm font-medium text-fg-soft hover:border-primary [&::-webkit-details-marker]:hidden">
              <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4">
                <path
                  d="M3 5h14M3 10h14M3 15h14"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              {t('menu')}
            </summary>
            <nav
              aria-label={t('mainNavigation')}
              className="absolute inset-x-0 top-full border-b border-line bg-surface px-4 pt-2 pb-6 shadow-lg"
            >
              <ul className="mx-auto grid max-w-6xl gap-1 sm:grid-cols-2 lg:grid-cols-4">
                {links.map((link) => (
                  <li key={link.route}>
                    <Link
                      href={link.href}
                      className="block rounded-lg px-3 py-2.5 text-base font-medium hover:bg-primary-soft hover:text-link"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
              <div className="mx-auto mt-4 flex max-w-6xl items-center justify-between gap-4 border-t border-line px-3 pt-4 xl:hidden">
                <span className="text-sm text-muted">{shell('colourMode')}</span>
                {colourMode}
              </div>
            </nav>
          </details>
        </div>
      </div>
      <CloseMenusOnNavigate />
    </header>
  );
}
