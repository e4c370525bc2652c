'use client';

import { useTranslations } from 'next-intl';

import { deleteAccountInput } from '@/lib/auth/schemas';
import { setUser } from '@/lib/auth/user-store';
import { createSiteClient } from '@/lib/trpc/client';

import { Field, FormAlert } from './field';
import { useAccountForm } from './use-account-form';

/** Deletes the account and everything of theirs, once the password is confirmed. */
export function DeleteAccountForm() {
  const t = useTranslations('Auth');
  const { fieldErrors, formError, pending, onSubmit } = useAccountForm({
    schema: deleteAccountInput,
    submit: (input) => createSiteClient().account.delete.mutate(input),
    toast: { loading: t('deleteAccount.pending'), success: () => t('deleteAccount.done') },
    onDone: () => setUser(null),
  });
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-fg-soft">{t('deleteAccount.warning')}</p>
      <Field
        name="password"
        id="delete-password"
        type="password"
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        required
        error={fieldErrors.password}
      />
      <FormAlert>{formError}</FormAlert>
      <button
        type="submit"
        disabled={pending}
        aria-busy={pending}
        className="rounded-lg bg-red-700 px-5 py-3 text-base font-semibold text-white hover:bg-red-800 dark:bg-red-400 dark:text-red-950 dark:hover:bg-red-300"
      >
        {t('deleteAccount.submit')}
      </button>
    </form>
  );
}
