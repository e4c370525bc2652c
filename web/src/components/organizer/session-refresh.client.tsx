'use client';

import { useEffect, useState } from 'react';

import { useRouter } from '@/i18n/navigation';
import { createSiteClient } from '@/lib/trpc/client';

/**
 * A page rendered on the server cannot renew an expired access token (it cannot set cookies): this asks
 * the site once, which renews it, and renders the page again; with no session left, `signedOut` shows.
 */
export function SessionRefresh({
  loading,
  signedOut,
}: {
  loading: React.ReactNode;
  signedOut: React.ReactNode;
}) {
  const router = useRouter();
  const [anonymous, setAnonymous] = useState(false);
  useEffect(() => {
    createSiteClient()
      .auth.me.query()
      .then(
        (user) => (user ? router.refresh() : setAnonymous(true)),
        () => setAnonymous(true),
      );
  }, [router]);
  return anonymous ? signedOut : loading;
}
