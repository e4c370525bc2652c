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
    <details className="relative print:hidden">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-md border border-line px-2.5 py-1.5 text-sm text-fg-soft hover:border-primary-400 [&::-webkit-details-marker]:hidden">
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        <span className="sr-only">{label}: </span>
        {/* The language's own name; its code where the bar is narrow. */}
        <span className="sr-only sm:not-sr-only">{currentName}</span>
        <span className="uppercase sm:hidden" aria-hidden="true">
          {current}
        </span>
      </summary>
      <ul className="absolute end-0 z-40 mt-2 w-48 rounded-md border border-line bg-surface py-1 shadow-lg">
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
