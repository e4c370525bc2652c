'use client';

import { useSyncExternalStore } from 'react';

import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { sessionHintCookie } from '@/lib/auth/session-hint';
import { useUser } from '@/lib/auth/user-store';
import { cn } from '@/lib/cn';

const noChange = () => () => {};
const hinted = () => document.cookie.split('; ').includes(`${sessionHintCookie}=1`);

/**
 * The header's way in: "Get started" (registration) for a visitor, their account for one the session
 * hint says is signed in. Both links share one grid cell and the hidden one is only invisible, so the
 * box keeps the wider one's size and the swap after hydration moves nothing on the page. The server
 * HTML (the same for every visitor) shows "Get started"; without JavaScript it stays, and registration
 * sends a signed-in visitor on to the account.
 */
export function GetStarted({
  labels,
  size = 'md',
  className,
}: {
  labels: { start: string; account: string };
  size?: 'md' | 'lg';
  className?: string;
}) {
  const user = useUser();
  const hint = useSyncExternalStore(noChange, hinted, () => false);
  // The hint answers at once; the user state, once known, follows sign-ins and sign-outs on this page.
  const signedIn = user.status === 'unknown' ? hint : user.status === 'signed-in';
  const link = cn(buttonVariants({ size }), 'col-start-1 row-start-1 whitespace-nowrap');
  return (
    <span className={cn('grid', className)} data-get-started={signedIn ? 'account' : 'register'}>
      <Link href="/register" className={cn(link, signedIn && 'invisible')}>
        {labels.start}
      </Link>
      <Link href="/account" className={cn(link, !signedIn && 'invisible')}>
        {labels.account}
      </Link>
    </span>
  );
}
