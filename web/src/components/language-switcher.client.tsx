'use client';

import { useLocale } from 'next-intl';
import { type ReactNode } from 'react';

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
export function LanguageSwitcher({ label, icon }: { label: string; icon: ReactNode }) {
  const pathname = usePathname();
  const current = useLocale();
  const currentName = localeEntries.find((entry) => entry.code === current)?.name;
  return (
    <details data-language-switcher className="relative print:hidden">
      <summary className="flex h-9 cursor-pointer list-none items-center gap-1.5 rounded-md border border-line px-2.5 text-sm text-fg-soft hover:border-primary-400 [&::-webkit-details-marker]:hidden">
        {icon}
        <span className="sr-only">{label}: </span>
        {/* The language's own name on wide screens; its code where the bar is full (phones, and the
            navigation standing in the bar below 80rem). */}
        <span className="sr-only xl:not-sr-only">{currentName}</span>
        <span className="uppercase xl:hidden" aria-hidden="true">
          {current}
        </span>
      </summary>
      {/* Not laid out while closed: Chromium lays out a closed <details>'s text and so fetched Inter's
          Cyrillic file (20 KB) on every Latin page for the names "Русский" and "Українська". */}
      <ul className="absolute end-0 z-40 mt-2 w-48 rounded-md border border-line bg-surface py-1 shadow-lg [details:not([open])>&]:hidden">
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
