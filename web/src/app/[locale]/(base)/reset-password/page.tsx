import { Suspense } from 'react';

import { AuthPage, authPageMetadata } from '@/components/auth/auth-page';
import { ResetPasswordForm } from '@/components/auth/reset-password-form.client';

export const generateMetadata = authPageMetadata('reset-password', 'reset');

// The mail's code is read in the browser (`?code=`), so the page itself stays static.
export default function ResetPasswordPage() {
  return (
    <AuthPage copy="reset">
      <Suspense>
        <ResetPasswordForm />
      </Suspense>
    </AuthPage>
  );
}
