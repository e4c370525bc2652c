'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { useRouter } from '@/i18n/navigation';
import { registerInput } from '@/lib/auth/schemas';
import { loadUser } from '@/lib/auth/user-store';
import { trackEvent } from '@/lib/analytics/track';
import { createSiteClient } from '@/lib/trpc/client';

import { EmailField } from './common-fields.client';
import { Field, FormAlert } from './field';
import { ResendConfirmation } from './resend-confirmation.client';
import { SubmitButton } from './submit-button';
import { useAccountForm } from './use-account-form';

export function RegisterForm() {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const router = useRouter();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { fieldErrors, formError, pending, onSubmit } = useAccountForm({
    schema: registerInput,
    submit: (input) => createSiteClient().auth.register.mutate({ ...input, locale }),
    toast: { loading: t('register.pending'), success: () => t('register.success') },
    // Signed in at once only where the CMS does not ask for the mailed confirmation.
    onDone: (result) => {
      trackEvent('Sign up');
      if (!result.signedIn) return setSentTo(result.email);
      void loadUser(true).then(() => router.push('/account'));
    },
  });
  if (sentTo) {
    return (
      <div className="grid gap-4">
        <p role="status" className="rounded-lg border border-line bg-primary-soft p-4 text-fg">
          {t('register.checkInbox', { email: sentTo })}
        </p>
        <ResendConfirmation email={sentTo} />
      </div>
    );
  }
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field
        name="username"
        label={t('fields.username')}
        hint={t('hints.usernameOptional')}
        autoComplete="username"
        error={fieldErrors.username}
      />
      <EmailField error={fieldErrors.email} />
      <Field
        name="password"
        type="password"
        label={t('fields.password')}
        hint={t('hints.password')}
        autoComplete="new-password"
        required
        error={fieldErrors.password}
      />
      <FormAlert>{formError}</FormAlert>
      <SubmitButton pending={pending}>{t('register.submit')}</SubmitButton>
    </form>
  );
}
