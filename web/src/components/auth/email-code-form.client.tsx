'use client';

import { useLocale, useTranslations } from 'next-intl';

import { useRouter } from '@/i18n/navigation';
import { emailCodeInput } from '@/lib/auth/schemas';
import { setUser } from '@/lib/auth/user-store';
import { trackEvent } from '@/lib/analytics/track';
import { createSiteClient } from '@/lib/trpc/client';

import { Field, FormAlert } from './field';
import { SubmitButton } from './submit-button';
import { useAccountForm } from './use-account-form';

/**
 * The mailed 6-digit code, for the address this browser asked for. Signed in, the visitor lands on
 * their intent's page. Without JavaScript the form posts to `/api/auth/email/confirm`.
 */
export function EmailCodeForm({ error = null }: { error?: string | null }) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const router = useRouter();
  const { fieldErrors, formError, pending, onSubmit } = useAccountForm({
    schema: emailCodeInput,
    submit: (input) => createSiteClient().auth.emailCode.mutate(input),
    toast: { loading: t('emailSignIn.pending'), success: () => t('emailSignIn.success') },
    onDone: (answer) => {
      trackEvent(answer.newAccount ? 'Sign up' : 'Sign in');
      setUser(answer.user);
      router.push(answer.landing);
    },
  });
  const serverError = error && t.has(`errors.${error}` as never) ? t(`errors.${error}` as never) : null;
  return (
    <form
      method="post"
      action="/api/auth/email/confirm"
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
    >
      <input type="hidden" name="locale" value={locale} />
      <Field
        name="code"
        label={t('fields.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        className="w-40 rounded-lg border border-line bg-surface px-3 py-2 font-mono text-2xl tracking-[0.3em] text-fg outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/40 aria-invalid:border-red-600 dark:aria-invalid:border-red-400"
        error={fieldErrors.code}
      />
      <FormAlert>{formError ?? serverError}</FormAlert>
      <SubmitButton pending={pending}>{t('emailSignIn.submit')}</SubmitButton>
    </form>
  );
}
