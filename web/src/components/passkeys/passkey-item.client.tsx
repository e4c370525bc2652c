'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';

import { FormAlert } from '@/components/auth/field';
import { buttonVariants } from '@/components/ui/button';
import { passkeyName, type Passkey } from '@/lib/passkeys/schemas';
import { createSiteClient } from '@/lib/trpc/client';

import { passkeyErrorOf } from './passkey-outcome';

type Mode = 'view' | 'rename' | 'remove';

const smallButton =
  'rounded-md border border-line px-3 py-1.5 text-sm font-medium text-fg-soft hover:border-primary hover:text-link';

/** One passkey: its name and dates, renaming in place, and removing after asking once more. */
export function PasskeyItem({
  passkey,
  onRenamed,
  onRemoved,
}: {
  passkey: Passkey;
  onRenamed: (next: Passkey) => void;
  onRemoved: () => void;
}) {
  const t = useTranslations('Passkeys');
  const format = useFormatter();
  const id = useId();
  const [mode, setMode] = useState<Mode>('view');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const date = (value: string) => format.dateTime(new Date(value), { dateStyle: 'medium' });

  function close() {
    const opener = mode === 'rename' ? renameButton : removeButton;
    setMode('view');
    setError(null);
    // Back to the button that opened it, so keyboard users do not start again from the top.
    requestAnimationFrame(() => opener.current?.focus());
  }

  async function run(call: () => Promise<void>) {
    setPending(true);
    setError(null);
    try {
      await call();
    } catch (failure) {
      setError(t(`errors.${passkeyErrorOf(failure)}`));
    } finally {
      setPending(false);
    }
  }

  function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = passkeyName.safeParse(new FormData(event.currentTarget).get('name') ?? '');
    if (!name.success) {
      setError(t('errors.invalidName'));
      return;
    }
    void run(async () => {
      onRenamed(await createSiteClient().passkeys.rename.mutate({ id: passkey.id, name: name.data }));
      close();
    });
  }

  return (
    <li className="grid gap-3 rounded-lg border border-line p-4" data-passkey={passkey.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <p className="font-semibold break-words text-fg">{passkey.name}</p>
          <p className="text-sm text-muted">
            {t('addedOn', { date: date(passkey.createdAt) })}
            {' · '}
            {passkey.lastUsedAt ? t('lastUsed', { date: date(passkey.lastUsedAt) }) : t('neverUsed')}
          </p>
        </div>
        {mode === 'view' && (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              ref={renameButton}
              className={smallButton}
              aria-label={t('renameNamed', { name: passkey.name })}
              onClick={() => setMode('rename')}
            >
              {t('rename')}
            </button>
            <button
              type="button"
              ref={removeButton}
              className={smallButton}
              aria-label={t('removeNamed', { name: passkey.name })}
              onClick={() => setMode('remove')}
            >
              {t('remove')}
            </button>
          </div>
        )}
      </div>
      {mode === 'rename' && (
        <form onSubmit={rename} noValidate className="grid gap-3">
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-name`} className="text-sm font-medium text-fg">
              {t('nameLabel')}
            </label>
            <input
              id={`${id}-name`}
              name="name"
              defaultValue={passkey.name}
              maxLength={60}
              required
              autoFocus
              autoComplete="off"
              className="rounded-lg border border-line bg-surface px-3 py-2 text-base text-fg outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/40"
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={pending} aria-busy={pending} className={buttonVariants()}>
              {t('save')}
            </button>
            <button type="button" className={buttonVariants({ variant: 'secondary' })} onClick={close}>
              {t('cancel')}
            </button>
          </div>
          <FormAlert>{error}</FormAlert>
        </form>
      )}
      {mode === 'remove' && (
        <div role="group" aria-labelledby={`${id}-question`} className="grid gap-3">
          <p id={`${id}-question`} className="text-fg">
            {t('removeQuestion', { name: passkey.name })}
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              autoFocus
              disabled={pending}
              aria-busy={pending}
              className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 dark:bg-red-400 dark:text-red-950 dark:hover:bg-red-300"
              onClick={() =>
                void run(async () => {
                  await createSiteClient().passkeys.remove.mutate({ id: passkey.id });
                  onRemoved();
                })
              }
            >
              {t('removeYes')}
            </button>
            <button type="button" className={buttonVariants({ variant: 'secondary' })} onClick={close}>
              {t('keep')}
            </button>
          </div>
          <FormAlert>{error}</FormAlert>
        </div>
      )}
    </li>
  );
}
