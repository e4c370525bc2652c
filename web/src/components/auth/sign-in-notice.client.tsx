'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';

import { isAuthErrorCode } from '@/lib/auth/errors';

function Notice() {
  const t = useTranslations('Auth');
  const error = useSearchParams().get('error');
  if (isAuthErrorCode(error)) {
    return (
      <p role="alert" className="rounded-lg border border-red-600/40 p-4 text-red-700 dark:text-red-300">
        {t(`errors.${error}`)}
      </p>
    );
  }
  return null;
}

/** A note carried in the address (`?error=providerFailed` from the social sign-in's way back). */
export function SignInNotice() {
  return (
    <Suspense>
      <Notice />
    </Suspense>
  );
}
