'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Field, FormAlert } from '@/components/auth/field';
import { buttonVariants } from '@/components/ui/button';
import { maxBody, maxSubject, messageInput } from '@/lib/organizer/guest-schemas';
import { createSiteClient } from '@/lib/trpc/client';

import { useOrganizerError } from './organizer-error';

type Errors = { subject?: string; body?: string };

/** One e-mail to every guest with a valid ticket: a subject and plain text, checked here and on the server. */
export function MessageGuests({ eventId, recipients }: { eventId: string; recipients: number }) {
  const t = useTranslations('OrganizerGuests.message');
  const te = useTranslations('OrganizerGuests.errors');
  const errorMessage = useOrganizerError();
  const [fields, setFields] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);

  async function send(form: HTMLFormElement) {
    const data = Object.fromEntries(new FormData(form));
    const parsed = messageInput.safeParse(data);
    setSent(null);
    setError(null);
    if (!parsed.success) {
      const flat = parsed.error.flatten().fieldErrors;
      const key = (list?: string[]) => (list?.[0] ? te(list[0] as never) : undefined);
      setFields({ subject: key(flat.subject), body: key(flat.body) });
      return;
    }
    setFields({});
    setPending(true);
    try {
      const result = await createSiteClient().organizer.messageGuests.mutate({ id: eventId, ...parsed.data });
      setSent(result.sent);
      form.reset();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void send(event.currentTarget);
      }}
    >
      <Field
        name="subject"
        id="message-subject"
        label={t('subject')}
        maxLength={maxSubject}
        required
        error={fields.subject}
      />
      <div className="grid gap-1.5">
        <label htmlFor="message-body" className="text-sm font-medium text-fg">
          {t('body')}
        </label>
        <textarea
          id="message-body"
          name="body"
          rows={6}
          maxLength={maxBody}
          required
          aria-invalid={fields.body ? true : undefined}
          aria-describedby={fields.body ? 'message-body-hint message-body-error' : 'message-body-hint'}
          className="rounded-lg border border-line bg-surface px-3 py-2 text-base text-fg outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/40 aria-invalid:border-red-600 dark:aria-invalid:border-red-400"
        />
        <p id="message-body-hint" className="text-sm text-muted">
          {t('bodyHint')}
        </p>
        {fields.body && (
          <p id="message-body-error" className="text-sm font-medium text-red-700 dark:text-red-300">
            {fields.body}
          </p>
        )}
      </div>
      <p className="text-sm text-fg-soft" data-testid="message-recipients">
        {t('recipients', { count: recipients })} {t('limit')}
      </p>
      <div>
        <button
          type="submit"
          className={buttonVariants()}
          disabled={pending || recipients === 0}
          aria-busy={pending}
        >
          {pending ? t('sending') : t('send')}
        </button>
      </div>
      <p role="status" className="text-sm font-medium text-emerald-800 empty:hidden dark:text-emerald-200">
        {sent === null ? '' : t('sent', { count: sent })}
      </p>
      <FormAlert>{error}</FormAlert>
    </form>
  );
}
