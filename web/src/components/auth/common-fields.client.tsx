'use client';

import { useTranslations } from 'next-intl';

import { Field } from './field';

type Errors = Record<string, string | undefined>;

/** A new password with the site's rule as a hint, and its repetition (registration has no repetition). */
export function NewPasswordFields({ errors }: { errors: Errors }) {
  const t = useTranslations('Auth');
  return (
    <>
      <Field
        name="password"
        type="password"
        label={t('fields.newPassword')}
        hint={t('hints.password')}
        autoComplete="new-password"
        required
        error={errors.password}
      />
      <Field
        name="passwordConfirmation"
        type="password"
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        required
        error={errors.passwordConfirmation}
      />
    </>
  );
}

export function EmailField({ error, defaultValue }: { error?: string; defaultValue?: string }) {
  const t = useTranslations('Auth');
  return (
    <Field
      name="email"
      type="email"
      label={t('fields.email')}
      autoComplete="email"
      defaultValue={defaultValue}
      required
      error={error}
    />
  );
}
