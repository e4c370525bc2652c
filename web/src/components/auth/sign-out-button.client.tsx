'use client';

import { setUser } from '@/lib/auth/user-store';
import { notifyPromise } from '@/lib/toast';

export type SignOutLabels = { signOut: string; signingOut: string; signedOut: string; failed: string };

/** Ends the session on the site and in Strapi (the refresh token is revoked), then forgets the user. */
export function SignOutButton({ labels, className }: { labels: SignOutLabels; className?: string }) {
  async function signOut() {
    // The site's API client loads with the first click, not with every page's header.
    const call = import('@/lib/trpc/client').then(({ createSiteClient }) =>
      createSiteClient().auth.signOut.mutate(),
    );
    notifyPromise(call, { loading: labels.signingOut, success: labels.signedOut, error: labels.failed });
    await call.catch(() => undefined);
    setUser(null);
  }
  return (
    <button type="button" onClick={() => void signOut()} className={className}>
      {labels.signOut}
    </button>
  );
}
