import { getTranslations } from 'next-intl/server';

import { siteName } from '@/config/site';
import { Link } from '@/i18n/navigation';

export async function SiteHeader() {
  const t = await getTranslations('Layout');
  return (
    <header className="border-b border-zinc-200">
      <div className="mx-auto flex w-full max-w-4xl items-center justify-between gap-4 px-4 py-4">
        <Link href="/" className="text-lg font-bold text-violet-700" aria-label={t('homeLink', { siteName })}>
          {siteName}
        </Link>
        <nav aria-label={t('mainNavigation')}>
          <ul className="flex gap-4 text-sm font-medium">
            <li>
              <Link href="/blog" className="text-zinc-700 hover:text-violet-700">
                {t('nav.blog')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
