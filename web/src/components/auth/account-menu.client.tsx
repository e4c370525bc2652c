'use client';

import { type JSX } from 'react';

import { Link } from '@/i18n/navigation';
import { useUser } from '@/lib/auth/user-store';

import { SignOutButton, type SignOutLabels } from './sign-out-button.client';

type AccountMenuProps = {
  labels: SignOutLabels & { signIn: string; menu: string; account: string };
  /**
   * Shown instead of the sign-in words on phones; the server renders it, so icons stay out of the bundle.
   * An element, not any node: next-intl's `Link` takes children typed by React 18's types (README, Notes).
   */
  signInIcon: JSX.Element;
};

const itemClass =
  'block w-full rounded-md px-3 py-2 text-start text-sm hover:bg-primary-soft hover:text-link';

/**
 * The header's account corner. The server HTML always holds "Sign in" (pages are identical for every
 * visitor); once the browser knows a visitor is signed in, it shows their name with a small menu.
 */
export function AccountMenu({ labels, signInIcon }: AccountMenuProps) {
  const state = useUser();
  if (state.status !== 'signed-in') {
    return (
      <Link
        href="/sign-in"
        className="flex h-9 items-center rounded-md px-2 text-sm font-medium whitespace-nowrap text-fg-soft hover:text-link print:hidden"
      >
        {signInIcon}
        <span className="sr-only sm:not-sr-only">{labels.signIn}</span>
      </Link>
    );
  }
  return (
    <details className="relative print:hidden" data-account-menu>
      <summary
        aria-label={`${labels.menu}: ${state.user.username}`}
        className="flex h-9 cursor-pointer list-none items-center rounded-md border border-line px-2 text-sm font-medium text-fg hover:border-primary sm:max-w-40 sm:px-3 [&::-webkit-details-marker]:hidden"
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
