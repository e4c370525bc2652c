import { Suspense } from 'react';

import { AuthPage, authPageMetadata } from '@/components/auth/auth-page';
import { ConfirmEmail } from '@/components/auth/confirm-email.client';

export const generateMetadata = authPageMetadata('confirm-email', 'confirm');

// The mail's code is read in the browser (`?confirmation=`), so the page itself stays static.
export default function ConfirmEmailPage() {
  return (
    <AuthPage copy="confirm">
      <Suspense>
        <ConfirmEmail />
      </Suspense>
    </AuthPage>
  );
}
