import { getTranslations } from 'next-intl/server';

import { siteName } from '@/config/site';
import { Link } from '@/i18n/navigation';

import { LanguageSwitcher } from './language-switcher.client';
import { ColourModeSwitcher } from './shell/colour-mode-switcher.client';
import { routeHref } from '@/routes/match';

const menu = [
  { route: 'app', key: 'app' },
  { route: 'events', key: 'events' },
  { route: 'hubs', key: 'hubs' },
  { route: 'nft-tickets', key: 'nftTickets' },
  { route: 'token-gating', key: 'tokenGating' },
  { route: 'blog', key: 'blog' },
  { route: 'how-to', key: 'howTo' },
  { route: 'demos', key: 'demos' },
  { route: 'nonprofits', key: 'nonprofits' },
] as const;

/** `full`: the menu layout's navigation; `slim`: logo and language only (base and default layouts). */
export async function SiteHeader({ variant }: { variant: 'full' | 'slim' }) {
  const [t, shell] = await Promise.all([getTranslations('Layout'), getTranslations('Shell')]);
  return (
    <header className="border-b border-line">
      <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center justify-between gap-4 px-4 py-4">
        <Link
          href={routeHref('index')}
          className="text-lg font-bold text-link"
          aria-label={t('homeLink', { siteName })}
        >
          {siteName}
        </Link>
        {variant === 'full' && (
          <nav aria-label={t('mainNavigation')} className="order-last w-full sm:order-none sm:w-auto">
            <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-medium">
              {menu.map((item) => (
                <li key={item.route}>
                  <Link href={routeHref(item.route)} className="text-fg-soft hover:text-link">
                    {t(`nav.${item.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="flex items-center gap-3">
          {variant === 'full' && (
            <ColourModeSwitcher
              label={shell('colourMode')}
              modes={{
                system: shell('modes.system'),
                light: shell('modes.light'),
                dark: shell('modes.dark'),
              }}
            />
          )}
          <LanguageSwitcher label={t('languageSwitcher')} />
        </div>
      </div>
    </header>
  );
}
