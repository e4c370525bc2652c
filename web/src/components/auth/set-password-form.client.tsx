'use client';

import { useTranslations } from 'next-intl';

import { setPasswordInput } from '@/lib/auth/schemas';
import { createSiteClient } from '@/lib/trpc/client';

import { NewPasswordFields } from './common-fields.client';
import { FormAlert } from './field';
import { SubmitButton } from './submit-button';
import { useAccountForm } from './use-account-form';

/** A first password for an account made without one; from then on it changes it like anyone else. */
export function SetPasswordForm({ onSet }: { onSet: () => void }) {
  const t = useTranslations('Auth');
  const { fieldErrors, formError, pending, onSubmit } = useAccountForm({
    schema: setPasswordInput,
    submit: (input) => createSiteClient().account.setPassword.mutate(input),
    toast: { loading: t('accountPage.setPending'), success: () => t('accountPage.passwordSet') },
    onDone: onSet,
  });
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-fg-soft">{t('accountPage.setIntro')}</p>
      <NewPasswordFields errors={fieldErrors} />
      <FormAlert>{formError}</FormAlert>
      <SubmitButton pending={pending}>{t('accountPage.setSubmit')}</SubmitButton>
    </form>
  );
}
