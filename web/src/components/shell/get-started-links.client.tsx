'use client';

import { useSyncExternalStore } from 'react';

import { Link } from '@/i18n/navigation';
import { sessionHintCookie } from '@/lib/auth/session-hint';
import { useUser } from '@/lib/auth/user-store';

const noChange = () => () => {};
const hinted = () => document.cookie.split('; ').includes(`${sessionHintCookie}=1`);
const hiddenWhen = (hidden: boolean, classes: string) =>
  hidden ? [classes, 'invisible'].join(' ') : classes;

/**
 * The two links of "Get started" (get-started.tsx), one made invisible once the visitor's state is known.
 * The class names come from the server: this island is in every page's first load, and the class merger
 * that builds them is not.
 */
export function GetStartedLinks({
  labels,
  boxClass,
  linkClass,
}: {
  labels: { start: string; account: string };
  boxClass: string;
  linkClass: string;
}) {
  const user = useUser();
  const hint = useSyncExternalStore(noChange, hinted, () => false);
  // The hint answers at once; the user state, once known, follows sign-ins and sign-outs on this page.
  const signedIn = user.status === 'unknown' ? hint : user.status === 'signed-in';
  return (
    <span className={boxClass} data-get-started={signedIn ? 'account' : 'register'}>
      <Link href="/register" className={hiddenWhen(signedIn, linkClass)}>
        {labels.start}
      </Link>
      <Link href="/account" className={hiddenWhen(!signedIn, linkClass)}>
        {labels.account}
      </Link>
    </span>
  );
}
