'use client';

import { useLocale } from 'next-intl';

import { localeEntries } from '@/i18n/locales';
import { Link, usePathname } from '@/i18n/navigation';

/**
 * Links to the same page in every language. Choosing one stores it in the `i18n_redirected` cookie
 * (next-intl's Link does so on click), which `/` then honours. Works without JavaScript as plain links.
 */
export function LanguageSwitcher({ label }: { label: string }) {
  const pathname = usePathname();
  const current = useLocale();
  const currentName = localeEntries.find((entry) => entry.code === current)?.name;
  return (
    <details className="relative">
      <summary className="cursor-pointer list-none rounded-md border border-zinc-300 px-3 py-1.5 text-sm text-zinc-800 hover:border-violet-400">
        <span className="sr-only">{label}: </span>
        {currentName}
      </summary>
      <ul className="absolute end-0 z-10 mt-2 w-48 rounded-md border border-zinc-200 bg-white py-1 shadow-lg">
        {localeEntries.map((entry) => (
          <li key={entry.code}>
            <Link
              href={pathname}
              locale={entry.code}
              hrefLang={entry.tag}
              lang={entry.tag}
              aria-current={entry.code === current ? 'page' : undefined}
              className="block px-3 py-1.5 text-sm text-zinc-800 hover:bg-violet-50 aria-[current=page]:font-semibold"
            >
              {entry.name}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
