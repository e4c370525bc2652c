'use client';

import { useTranslations } from 'next-intl';

import { changePasswordInput } from '@/lib/auth/schemas';
import { loadUser } from '@/lib/auth/user-store';
import { createSiteClient } from '@/lib/trpc/client';

import { NewPasswordFields } from './common-fields.client';
import { Field, FormAlert } from './field';
import { SubmitButton } from './submit-button';
import { useAccountForm } from './use-account-form';

export function ChangePasswordForm() {
  const t = useTranslations('Auth');
  const { fieldErrors, formError, pending, onSubmit } = useAccountForm({
    schema: changePasswordInput,
    submit: (input) => createSiteClient().auth.changePassword.mutate(input),
    toast: { loading: t('accountPage.changePending'), success: () => t('accountPage.changed') },
    // A session that had ended shows as signed out; a kept one stays as it is.
    onDone: (result) => void (result.signedIn || loadUser(true)),
  });
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field
        name="currentPassword"
        type="password"
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        required
        error={fieldErrors.currentPassword}
      />
      <NewPasswordFields errors={fieldErrors} />
      <FormAlert>{formError}</FormAlert>
      <SubmitButton pending={pending}>{t('accountPage.changeSubmit')}</SubmitButton>
    </form>
  );
}
