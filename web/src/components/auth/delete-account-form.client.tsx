'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { z } from 'zod';

import { buttonVariants } from '@/components/ui/button';
import { emailCodeMinutes } from '@/lib/auth/email-code';
import { deleteAccountCodeInput, deleteAccountInput } from '@/lib/auth/schemas';
import { setUser } from '@/lib/auth/user-store';
import { createSiteClient } from '@/lib/trpc/client';

import { Field, FormAlert } from './field';
import { useAccountForm } from './use-account-form';

const deleteButton =
  'rounded-lg bg-red-700 px-5 py-3 text-base font-semibold text-white hover:bg-red-800 dark:bg-red-400 dark:text-red-950 dark:hover:bg-red-300';

function DeleteButton({ pending }: { pending: boolean }) {
  const t = useTranslations('Auth');
  return (
    <button type="submit" disabled={pending} aria-busy={pending} className={deleteButton}>
      {t('deleteAccount.submit')}
    </button>
  );
}

/** An account with a password confirms with it. */
function WithPassword() {
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
      <DeleteButton pending={pending} />
    </form>
  );
}

const nothing = z.object({});

/**
 * An account without a password (made by a mailed link, a ticket or a provider) confirms with a
 * 6-digit code mailed to its address: a code for this purpose only, so a sign-in code does not work.
 */
function WithMailedCode({ email }: { email: string }) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const [sent, setSent] = useState(false);
  const mail = useAccountForm({
    schema: nothing,
    submit: () => createSiteClient().account.deletionCode.mutate({ locale }),
    toast: {
      loading: t('deleteAccount.sendingCode'),
      success: () => t('deleteAccount.codeSent', { email, minutes: emailCodeMinutes }),
    },
    onDone: () => setSent(true),
  });
  const confirm = useAccountForm({
    schema: deleteAccountCodeInput,
    submit: (input) => createSiteClient().account.delete.mutate(input),
    toast: { loading: t('deleteAccount.pending'), success: () => t('deleteAccount.done') },
    onDone: () => setUser(null),
  });
  return (
    <div className="grid gap-4">
      <p className="text-fg-soft">{t('deleteAccount.warning')}</p>
      <form method="post" onSubmit={mail.onSubmit} noValidate className="grid gap-4">
        <p className="text-fg-soft">{t('deleteAccount.codeIntro', { email })}</p>
        <FormAlert>{mail.formError}</FormAlert>
        <div>
          <button
            type="submit"
            disabled={mail.pending}
            aria-busy={mail.pending}
            className={buttonVariants({ variant: 'secondary' })}
          >
            {sent ? t('deleteAccount.sendAgain') : t('deleteAccount.sendCode')}
          </button>
        </div>
      </form>
      {sent && (
        <form method="post" onSubmit={confirm.onSubmit} noValidate className="grid gap-4">
          <p role="status" className="text-fg-soft">
            {t('deleteAccount.codeSent', { email, minutes: emailCodeMinutes })}
          </p>
          <Field
            name="code"
            id="delete-code"
            label={t('fields.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            error={confirm.fieldErrors.code}
          />
          <FormAlert>{confirm.formError}</FormAlert>
          <DeleteButton pending={confirm.pending} />
        </form>
      )}
    </div>
  );
}

/** Deletes the account and everything of theirs, once confirmed: by the password, or a mailed code. */
export function DeleteAccountForm({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  return hasPassword ? <WithPassword /> : <WithMailedCode email={email} />;
}
