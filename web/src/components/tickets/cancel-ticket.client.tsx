'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { FormAlert } from '@/components/auth/field';
import { buttonVariants } from '@/components/ui/button';

/** Cancelling asks once more, in the page (no browser dialog), and says what it means for the seat. */
export function CancelTicket({ onCancel }: { onCancel: () => Promise<string | null> }) {
  const t = useTranslations('Tickets.ticket');
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!asking) {
    return (
      <button
        type="button"
        className={buttonVariants({ variant: 'secondary' })}
        onClick={() => setAsking(true)}
      >
        {t('cancel')}
      </button>
    );
  }
  return (
    <div
      role="group"
      aria-labelledby="cancel-question"
      className="grid gap-3 rounded-lg border border-line p-4"
    >
      <p id="cancel-question" className="text-fg">
        {t('cancelQuestion')}
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonVariants()}
          disabled={pending}
          aria-busy={pending}
          onClick={() => {
            setPending(true);
            void onCancel().then((failure) => {
              setPending(false);
              setError(failure);
              if (!failure) setAsking(false);
            });
          }}
        >
          {t('cancelYes')}
        </button>
        <button
          type="button"
          className={buttonVariants({ variant: 'secondary' })}
          onClick={() => setAsking(false)}
        >
          {t('keep')}
        </button>
      </div>
      <FormAlert>{error}</FormAlert>
    </div>
  );
}
