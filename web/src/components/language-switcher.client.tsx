'use client';

import { useLocale } from 'next-intl';

import { type Locale, localeEntries } from '@/i18n/locales';
import { usePathname } from '@/i18n/navigation';
import { localeCookie } from '@/i18n/routing';
import { localizedPath } from '@/routes/match';

function remember(locale: Locale) {
  document.cookie = `${localeCookie.name}=${locale}; path=/; max-age=${localeCookie.maxAge}; samesite=${localeCookie.sameSite}`;
}

/**
 * Links to the same page in every language. Choosing one stores it in the `i18n_redirected` cookie,
 * which `/` then honours. Without JavaScript the links still work (the choice is just not stored).
 */
export function LanguageSwitcher({ label }: { label: string }) {
  const pathname = usePathname();
  const current = useLocale();
  const currentName = localeEntries.find((entry) => entry.code === current)?.name;
  return (
    <details className="relative">
      <summary className="cursor-pointer list-none rounded-md border border-line px-3 py-1.5 text-sm text-fg-soft hover:border-primary-400">
        <span className="sr-only">{label}: </span>
        {currentName}
      </summary>
      <ul className="absolute end-0 z-10 mt-2 w-48 rounded-md border border-line bg-surface py-1 shadow-lg">
        {localeEntries.map((entry) => (
          <li key={entry.code}>
            <a
              href={localizedPath(pathname, {}, entry.code)}
              hrefLang={entry.tag}
              lang={entry.tag}
              aria-current={entry.code === current ? 'page' : undefined}
              onClick={() => remember(entry.code)}
              className="block px-3 py-1.5 text-sm text-fg-soft hover:bg-primary-soft aria-[current=page]:font-semibold"
            >
              {entry.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
