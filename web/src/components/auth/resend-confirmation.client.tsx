'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { emailInput } from '@/lib/auth/schemas';
import { createSiteClient } from '@/lib/trpc/client';

import { EmailField } from './common-fields.client';
import { FormAlert } from './field';
import { SubmitButton } from './submit-button';
import { useAccountForm } from './use-account-form';

/** Sends the confirmation link again; the same answer whatever the address (no account enumeration). */
export function ResendConfirmation({ email }: { email?: string }) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const [sent, setSent] = useState(false);
  const { fieldErrors, formError, pending, onSubmit } = useAccountForm({
    schema: emailInput,
    submit: (input) => createSiteClient().auth.resendConfirmation.mutate({ ...input, locale }),
    toast: { loading: t('forgot.pending'), success: () => t('register.resent') },
    onDone: () => setSent(true),
  });
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-3">
      <EmailField error={fieldErrors.email} defaultValue={email} />
      <FormAlert>{formError}</FormAlert>
      {sent && (
        <p role="status" className="text-sm text-fg-soft">
          {t('register.resent')}
        </p>
      )}
      <SubmitButton pending={pending}>{t('register.resend')}</SubmitButton>
    </form>
  );
}
