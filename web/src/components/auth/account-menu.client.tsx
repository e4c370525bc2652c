'use client';

import { Link } from '@/i18n/navigation';
import { useUser } from '@/lib/auth/user-store';

import { SignOutButton, type SignOutLabels } from './sign-out-button.client';

type AccountMenuProps = { labels: SignOutLabels & { signIn: string; menu: string; account: string } };

const itemClass =
  'block w-full rounded-md px-3 py-2 text-start text-sm hover:bg-primary-soft hover:text-link';

/**
 * The header's account corner. The server HTML always holds "Sign in" (pages are identical for every
 * visitor); once the browser knows a visitor is signed in, it shows their name with a small menu.
 */
export function AccountMenu({ labels }: AccountMenuProps) {
  const state = useUser();
  if (state.status !== 'signed-in') {
    return (
      <Link
        href="/sign-in"
        className="flex items-center rounded-md px-2 py-1.5 text-sm font-medium whitespace-nowrap text-fg-soft hover:text-link print:hidden"
      >
        {/* Phones show a person, as they show a signed-in visitor's initial: the words would not fit. */}
        <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5 sm:hidden">
          <circle cx="10" cy="6.5" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.75" />
          <path
            d="M3.5 17.5c.6-3.4 3.2-5.5 6.5-5.5s5.9 2.1 6.5 5.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
          />
        </svg>
        <span className="sr-only sm:not-sr-only">{labels.signIn}</span>
      </Link>
    );
  }
  return (
    <details className="relative print:hidden" data-account-menu>
      <summary
        aria-label={`${labels.menu}: ${state.user.username}`}
        className="flex cursor-pointer list-none items-center rounded-md border border-line px-2 py-1.5 text-sm font-medium text-fg hover:border-primary sm:max-w-40 sm:px-3 [&::-webkit-details-marker]:hidden"
      >
        {/* Phones show the initial: the bar has no room for a name beside the menu and languages. */}
        <span
          aria-hidden="true"
          className="grid size-5 place-items-center rounded-full bg-primary-soft text-xs font-bold text-link sm:hidden"
        >
          {state.user.username.slice(0, 1).toUpperCase()}
        </span>
        <span className="hidden truncate sm:inline">{state.user.username}</span>
      </summary>
      <div className="absolute end-0 top-full z-40 mt-2 grid w-48 gap-1 rounded-lg border border-line bg-surface p-2 shadow-lg">
        <Link href="/account" className={itemClass}>
          {labels.account}
        </Link>
        <SignOutButton labels={labels} className={itemClass} />
      </div>
    </details>
  );
}
