import { getTranslations } from 'next-intl/server';

import { siteName } from '@/config/site';
import { Link } from '@/i18n/navigation';

import { LanguageSwitcher } from './language-switcher.client';

const menu = [
  { href: '/app', key: 'app' },
  { href: '/events', key: 'events' },
  { href: '/hubs', key: 'hubs' },
  { href: '/nft-tickets', key: 'nftTickets' },
  { href: '/token-gating', key: 'tokenGating' },
  { href: '/blog', key: 'blog' },
  { href: '/how-to', key: 'howTo' },
  { href: '/demos', key: 'demos' },
  { href: '/nonprofits', key: 'nonprofits' },
] as const;

/** `full`: the menu layout's navigation; `slim`: logo and language only (base and default layouts). */
export async function SiteHeader({ variant }: { variant: 'full' | 'slim' }) {
  const t = await getTranslations('Layout');
  return (
    <header className="border-b border-zinc-200">
      <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center justify-between gap-4 px-4 py-4">
        <Link href="/" className="text-lg font-bold text-violet-700" aria-label={t('homeLink', { siteName })}>
          {siteName}
        </Link>
        {variant === 'full' && (
          <nav aria-label={t('mainNavigation')} className="order-last w-full sm:order-none sm:w-auto">
            <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-medium">
              {menu.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className="text-zinc-700 hover:text-violet-700">
                    {t(`nav.${item.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <LanguageSwitcher label={t('languageSwitcher')} />
      </div>
    </header>
  );
}
