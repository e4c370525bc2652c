'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';

import { createSiteClient } from '@/lib/trpc/client';

import { ResendConfirmation } from './resend-confirmation.client';
import { SignInForm } from './sign-in-form.client';

type Outcome = 'pending' | 'done' | 'failed' | 'missing';

// A code works once: an effect that runs twice (React's development mode) must not send it twice.
const confirming = new Map<string, Promise<unknown>>();
const confirm = (confirmation: string) => {
  if (!confirming.has(confirmation)) {
    confirming.set(confirmation, createSiteClient().auth.confirmEmail.mutate({ confirmation }));
  }
  return confirming.get(confirmation)!;
};

/** Reached from the confirmation mail's link (`?confirmation=`): confirms, then offers sign-in. */
export function ConfirmEmail() {
  const t = useTranslations('Auth.confirm');
  const confirmation = useSearchParams().get('confirmation') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(confirmation ? 'pending' : 'missing');

  useEffect(() => {
    if (!confirmation) return;
    confirm(confirmation).then(
      () => setOutcome('done'),
      () => setOutcome('failed'),
    );
  }, [confirmation]);

  if (outcome === 'pending') return <p role="status">{t('pending')}</p>;
  if (outcome === 'done') {
    return (
      <div className="grid gap-6">
        <p role="status" className="rounded-lg border border-line bg-primary-soft p-4 text-fg">
          {t('done')}
        </p>
        <SignInForm />
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <p role="alert" className="text-fg-soft">
        {outcome === 'failed' ? t('failed') : t('missingCode')}
      </p>
      <ResendConfirmation />
    </div>
  );
}
