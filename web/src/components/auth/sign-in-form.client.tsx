'use client';

import { useTranslations } from 'next-intl';

import { useRouter } from '@/i18n/navigation';
import { safeReturnPath } from '@/lib/auth/return-path';
import { signInInput } from '@/lib/auth/schemas';
import { setUser } from '@/lib/auth/user-store';
import { trackEvent } from '@/lib/analytics/track';
import { createSiteClient } from '@/lib/trpc/client';

import { Field, FormAlert } from './field';
import { SubmitButton } from './submit-button';
import { useAccountForm } from './use-account-form';

export function SignInForm() {
  const t = useTranslations('Auth');
  const router = useRouter();
  const { fieldErrors, formError, pending, onSubmit } = useAccountForm({
    schema: signInInput,
    submit: (input) => createSiteClient().auth.signIn.mutate(input),
    toast: { loading: t('signIn.pending'), success: (user) => t('signIn.success', { name: user.username }) },
    onDone: (user) => {
      trackEvent('Sign in');
      setUser(user);
      // Back to the page that asked for sign-in (`?next=`), if it is one of the site's own routes.
      router.push(safeReturnPath(new URLSearchParams(window.location.search).get('next')));
    },
  });
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field
        name="identifier"
        label={t('fields.identifier')}
        // `webauthn`: the browser may offer the site's passkeys here (the passkey island's autofill).
        autoComplete="username webauthn"
        required
        error={fieldErrors.identifier}
      />
      <Field
        name="password"
        type="password"
        label={t('fields.password')}
        autoComplete="current-password"
        required
        error={fieldErrors.password}
      />
      <FormAlert>{formError}</FormAlert>
      <SubmitButton pending={pending}>{t('signIn.submit')}</SubmitButton>
    </form>
  );
}
