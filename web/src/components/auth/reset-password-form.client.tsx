'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';

import { Link, useRouter } from '@/i18n/navigation';
import { resetPasswordInput } from '@/lib/auth/schemas';
import { setUser } from '@/lib/auth/user-store';
import { createSiteClient } from '@/lib/trpc/client';

import { NewPasswordFields } from './common-fields.client';
import { FormAlert } from './field';
import { SubmitButton } from './submit-button';
import { useAccountForm } from './use-account-form';

/** Reached from the reset mail's link (`?code=`): a new password, then signed in with it. */
export function ResetPasswordForm() {
  const t = useTranslations('Auth');
  const router = useRouter();
  const code = useSearchParams().get('code') ?? '';
  const { fieldErrors, formError, pending, onSubmit } = useAccountForm({
    schema: resetPasswordInput,
    submit: (input) => createSiteClient().auth.resetPassword.mutate(input),
    toast: { loading: t('reset.pending'), success: () => t('reset.success') },
    onDone: (user) => {
      setUser(user);
      router.push('/account');
    },
  });
  if (!code) {
    return (
      <p className="text-fg-soft">
        {t('reset.missingCode')}{' '}
        <Link href="/forgot-password" className="font-medium text-link underline">
          {t('reset.askAgain')}
        </Link>
      </p>
    );
  }
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <input type="hidden" name="code" value={code} />
      <NewPasswordFields errors={fieldErrors} />
      <FormAlert>{fieldErrors.code ?? formError}</FormAlert>
      <SubmitButton pending={pending}>{t('reset.submit')}</SubmitButton>
    </form>
  );
}
