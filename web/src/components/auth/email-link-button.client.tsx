'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';

import { useRouter } from '@/i18n/navigation';
import { setUser } from '@/lib/auth/user-store';
import { trackEvent } from '@/lib/analytics/track';
import { createSiteClient, isSiteClientError } from '@/lib/trpc/client';

import { FormAlert } from './field';
import { SubmitButton } from './submit-button';

/**
 * The mailed link's page: opening it changes nothing (a mail scanner that follows links spends no
 * token); the visitor's press of the button signs in. Without JavaScript the button posts the token to
 * `/api/auth/email/confirm`.
 */
export function EmailLinkButton({ token }: { token: string }) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const answer = await createSiteClient().auth.emailToken.mutate({ token });
      trackEvent(answer.newAccount ? 'Sign up' : 'Sign in');
      setUser(answer.user);
      router.push(answer.landing);
    } catch (failure) {
      const code = isSiteClientError(failure) ? failure.data?.authError : null;
      setError(code && t.has(`errors.${code}` as never) ? t(`errors.${code}` as never) : t('errors.unknown'));
      setPending(false);
    }
  }

  return (
    <form
      method="post"
      action="/api/auth/email/confirm"
      onSubmit={(event) => void confirm(event)}
      className="grid gap-4"
    >
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      <FormAlert>{error}</FormAlert>
      <SubmitButton pending={pending}>{t('emailSignIn.linkSubmit')}</SubmitButton>
    </form>
  );
}
