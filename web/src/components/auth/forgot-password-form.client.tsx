'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { emailInput } from '@/lib/auth/schemas';
import { createSiteClient } from '@/lib/trpc/client';

import { EmailField } from './common-fields.client';
import { FormAlert } from './field';
import { SubmitButton } from './submit-button';
import { useAccountForm } from './use-account-form';

export function ForgotPasswordForm() {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const [sent, setSent] = useState(false);
  const { fieldErrors, formError, pending, onSubmit } = useAccountForm({
    schema: emailInput,
    submit: (input) => createSiteClient().auth.forgotPassword.mutate({ ...input, locale }),
    toast: { loading: t('forgot.pending'), success: () => t('forgot.sent') },
    onDone: () => setSent(true),
  });
  if (sent) {
    return (
      <p role="status" className="rounded-lg border border-line bg-primary-soft p-4 text-fg">
        {t('forgot.sent')}
      </p>
    );
  }
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <EmailField error={fieldErrors.email} />
      <FormAlert>{formError}</FormAlert>
      <SubmitButton pending={pending}>{t('forgot.submit')}</SubmitButton>
    </form>
  );
}
