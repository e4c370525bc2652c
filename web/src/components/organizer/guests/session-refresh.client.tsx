'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

import { useRouter } from '@/i18n/navigation';
import { createSiteClient } from '@/lib/trpc/client';

/**
 * The access token expired while the refresh token lives on: a procedure renews the session (and its
 * cookies, which a page cannot write), then the page renders again, now signed in or signed out.
 */
export function SessionRefresh({ signIn }: { signIn: React.ReactNode }) {
  const t = useTranslations('OrganizerGuests');
  const router = useRouter();
  useEffect(() => {
    void createSiteClient()
      .auth.me.query()
      .catch(() => null)
      .then(() => router.refresh());
  }, [router]);
  return (
    <>
      <p role="status">{t('renewing')}</p>
      <noscript>{signIn}</noscript>
    </>
  );
}
