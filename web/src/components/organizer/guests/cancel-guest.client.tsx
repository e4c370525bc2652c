'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, useTransition } from 'react';

import { FormAlert } from '@/components/auth/field';
import { buttonVariants } from '@/components/ui/button';
import { useRouter } from '@/i18n/navigation';
import { createSiteClient } from '@/lib/trpc/client';

import { useOrganizerError } from './organizer-error';

/**
 * Cancel a guest's ticket: asks once more in the page (no browser dialog), then the list renders again
 * from the CMS, which freed the seat.
 */
export function CancelGuest({ eventId, code, name }: { eventId: string; code: string; name: string }) {
  const t = useTranslations('OrganizerGuests.guests');
  const errorMessage = useOrganizerError();
  const router = useRouter();
  const questionId = useId();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);

  if (!asking) {
    return (
      <button
        type="button"
        className={buttonVariants({ variant: 'secondary' })}
        aria-label={`${t('cancel')}: ${name}`}
        onClick={() => setAsking(true)}
      >
        {t('cancel')}
      </button>
    );
  }
  async function cancel() {
    setPending(true);
    setError(null);
    try {
      await createSiteClient().organizer.cancelGuest.mutate({ id: eventId, code });
      startTransition(() => router.refresh());
    } catch (failure) {
      setError(errorMessage(failure));
      setPending(false);
    }
  }
  return (
    <div role="group" aria-labelledby={questionId} className="grid gap-3 rounded-lg border border-line p-3">
      <p id={questionId} className="text-sm text-fg">
        {t('cancelQuestion', { name })}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonVariants()}
          disabled={pending}
          aria-busy={pending}
          // The question takes the place of the button that opened it: focus moves to the answer.
          autoFocus
          onClick={() => void cancel()}
        >
          {t('cancelYes')}
        </button>
        <button
          type="button"
          className={buttonVariants({ variant: 'secondary' })}
          disabled={pending}
          onClick={() => setAsking(false)}
        >
          {t('keep')}
        </button>
      </div>
      <FormAlert>{error}</FormAlert>
    </div>
  );
}
