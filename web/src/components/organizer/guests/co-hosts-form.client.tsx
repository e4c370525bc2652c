'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Field, FormAlert } from '@/components/auth/field';
import { buttonVariants } from '@/components/ui/button';
import { coHostsInput, maxCoHosts } from '@/lib/organizer/guest-schemas';
import { createSiteClient } from '@/lib/trpc/client';

import { useOrganizerError } from './organizer-error';

/**
 * The organizer's co-hosts, by the e-mail of their account: add one, remove one. Each change stores the
 * whole list (the CMS keeps it as one field), and the list shown is the one the CMS answered.
 */
export function CoHostsForm({ eventId, initial }: { eventId: string; initial: string[] }) {
  const t = useTranslations('OrganizerGuests.coHosts');
  const te = useTranslations('OrganizerGuests.errors');
  const errorMessage = useOrganizerError();
  const [coHosts, setCoHosts] = useState(initial);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState(false);

  async function save(emails: string[]): Promise<boolean> {
    setPending(true);
    setError(null);
    setSaved(false);
    try {
      const answer = await createSiteClient().organizer.setCoHosts.mutate({ id: eventId, emails });
      setCoHosts(answer.coHosts);
      setSaved(true);
      return true;
    } catch (failure) {
      setError(errorMessage(failure));
      return false;
    } finally {
      setPending(false);
    }
  }

  async function add(form: HTMLFormElement) {
    const value = new FormData(form).get('email');
    const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
    const parsed = coHostsInput.safeParse({ id: eventId, emails: [...coHosts, email] });
    const issue = parsed.error?.issues[0]?.message;
    if (!email || issue || coHosts.includes(email)) {
      setFieldError(te(!email ? 'required' : coHosts.includes(email) ? 'alreadyCoHost' : (issue as never)));
      return;
    }
    setFieldError(undefined);
    if (await save([...coHosts, email])) form.reset();
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-fg-soft">{t('intro', { max: maxCoHosts })}</p>
      {coHosts.length === 0 ? (
        <p className="text-sm text-muted">{t('none')}</p>
      ) : (
        <ul className="grid gap-2" data-testid="co-hosts">
          {coHosts.map((email, index) => (
            <li
              key={email}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line px-3 py-2"
            >
              <span id={`co-host-${index}`} className="min-w-0 text-sm break-all text-fg">
                {email}
              </span>
              <button
                type="button"
                aria-describedby={`co-host-${index}`}
                className={buttonVariants({ variant: 'ghost' })}
                disabled={pending}
                onClick={() => void save(coHosts.filter((other) => other !== email))}
              >
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void add(event.currentTarget);
        }}
      >
        <Field
          name="email"
          id="co-host-email"
          type="email"
          autoComplete="off"
          label={t('email')}
          error={fieldError}
        />
        <button
          type="submit"
          className={buttonVariants({ variant: 'secondary' })}
          disabled={pending || coHosts.length >= maxCoHosts}
        >
          {t('add')}
        </button>
      </form>
      <p role="status" className="text-sm text-muted empty:hidden">
        {saved ? t('saved') : ''}
      </p>
      <FormAlert>{error}</FormAlert>
    </div>
  );
}
