'use client';

import { useLocale, useTranslations } from 'next-intl';

import { useRouter } from '@/i18n/navigation';
import type { Intent } from '@/lib/auth/intent';
import { emailSignInInput } from '@/lib/auth/schemas';
import { createSiteClient } from '@/lib/trpc/client';
import { routeHref } from '@/routes/match';

import { EmailField } from './common-fields.client';
import { Field, FormAlert } from './field';
import { SubmitButton } from './submit-button';
import { useAccountForm } from './use-account-form';

type Props = {
  /** Which page the form is on: registration also asks for an optional name. */
  from: 'register' | 'sign-in';
  intent?: Intent | null;
  /** An `Auth.errors` key from the no-JavaScript round trip (`?error=`). */
  error?: string | null;
};

/**
 * "E-mail me a link and a code", for sign-up and sign-in alike (the CMS mails a sign-up or a sign-in
 * mail; the page shows the same either way). Without JavaScript the form posts to
 * `/api/auth/email/request`, which sends the same mail and opens the code step.
 */
export function EmailSignInForm({ from, intent = null, error = null }: Props) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const router = useRouter();
  const codeStep = `${routeHref('email-sign-in')}${intent ? `?intent=${intent}` : ''}`;
  const { fieldErrors, formError, pending, onSubmit } = useAccountForm({
    schema: emailSignInInput,
    submit: (input) =>
      createSiteClient().auth.emailLink.mutate({
        ...input,
        locale,
        // Back to the page that asked for sign-in (`?next=`); checked again when the visitor lands.
        next: new URLSearchParams(window.location.search).get('next') ?? undefined,
      }),
    toast: { loading: t('register.emailPending'), success: () => t('register.emailSuccess') },
    onDone: () => router.push(codeStep),
  });
  const serverError = error && t.has(`errors.${error}` as never) ? t(`errors.${error}` as never) : null;
  return (
    <form
      method="post"
      action="/api/auth/email/request"
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
    >
      <input type="hidden" name="from" value={from} />
      <input type="hidden" name="locale" value={locale} />
      {intent && <input type="hidden" name="intent" value={intent} />}
      <EmailField error={fieldErrors.email} />
      {from === 'register' && (
        <Field
          name="name"
          label={t('fields.name')}
          hint={t('hints.name')}
          autoComplete="name"
          error={fieldErrors.name}
        />
      )}
      <FormAlert>{formError ?? serverError}</FormAlert>
      <SubmitButton pending={pending}>
        {from === 'register' ? t('register.emailSubmit') : t('signIn.emailSubmit')}
      </SubmitButton>
    </form>
  );
}
