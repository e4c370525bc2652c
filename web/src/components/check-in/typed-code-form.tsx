'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';

import { buttonVariants } from '@/components/ui/button';

import { unlockSound } from './door-feedback';

/** The code typed by hand: for a screen the camera cannot read, and for keyboard and screen reader use. */
export function TypedCodeForm({ onCode }: { onCode: (code: string) => void }) {
  const t = useTranslations('CheckIn.form');
  const input = useRef<HTMLInputElement>(null);
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        unlockSound();
        const value = input.current?.value.trim() ?? '';
        if (!value) return input.current?.focus();
        onCode(value);
        if (input.current) input.current.value = '';
        input.current?.focus();
      }}
    >
      <div className="grid gap-1.5">
        <label htmlFor="check-in-code" className="text-sm font-medium text-fg">
          {t('label')}
        </label>
        <input
          ref={input}
          id="check-in-code"
          name="code"
          aria-describedby="check-in-code-hint"
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          className="rounded-lg border border-line bg-surface px-3 py-2 font-mono text-base text-fg outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/40"
        />
        <p id="check-in-code-hint" className="text-sm text-muted">
          {t('hint')}
        </p>
      </div>
      <div>
        <button type="submit" className={buttonVariants({ variant: 'secondary' })}>
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
