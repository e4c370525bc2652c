'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useState } from 'react';

import { buttonVariants } from '@/components/ui/button';
import { defaultTimeZone } from '@/lib/organizer/default-time-zone';
import type { DemoEventInput } from '@/lib/demo/schemas';
import type { Locale } from '@/i18n/locales';

type Values = { title: string; date: string; tiers: { name: string; capacity: string }[] };
type FieldErrors = Record<string, string>;

const inputClasses =
  'w-full rounded-lg border border-line bg-surface px-3 py-2 text-base text-fg outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/40 aria-[invalid=true]:border-red-700';

/** A week from today, in the browser's own calendar. */
function inAWeek(): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The CMS's field paths (`startsAt`, `tiers.0.capacity`) as this form's fields. */
const fieldOf = (path: string) => (path === 'startsAt' || path === 'endsAt' ? 'date' : path);

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The short form of the demo event: title, day and one or two ticket types, filled in so one click
 * works. The organizers' own rules check it in the CMS; their codes come back by field.
 */
export function DemoEventForm({
  locale,
  allowSecondTier,
  busy,
  serverErrors,
  onSubmit,
}: {
  locale: Locale;
  allowSecondTier: boolean;
  busy: boolean;
  serverErrors: { path: string; code: string }[];
  onSubmit: (input: DemoEventInput) => void;
}) {
  const t = useTranslations('DemoSandbox.form');
  const defaults = useTranslations('DemoSandbox.defaults');
  const fieldText = useTranslations('OrganizerForm.errors');
  const [values, setValues] = useState<Values>(() => ({
    title: defaults('title'),
    date: inAWeek(),
    tiers: [{ name: defaults('tier'), capacity: '50' }],
  }));
  const [second, setSecond] = useState(false);
  const [local, setLocal] = useState<FieldErrors>({});

  const errors: FieldErrors = { ...local };
  for (const problem of serverErrors) {
    errors[fieldOf(problem.path)] ??= fieldText.has(problem.code as 'invalid')
      ? fieldText(problem.code as 'invalid')
      : fieldText('invalid');
  }
  const tiers = second
    ? [...values.tiers, { name: defaults('secondTier'), capacity: '10' }].slice(0, 2)
    : values.tiers.slice(0, 1);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!values.title.trim()) found.title = fieldText('required');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) found.date = fieldText('required');
    tiers.forEach((tier, index) => {
      if (!tier.name.trim()) found[`tiers.${index}.name`] = fieldText('required');
      const capacity = Number(tier.capacity);
      if (!Number.isInteger(capacity) || capacity < 1 || capacity > 500)
        found[`tiers.${index}.capacity`] = fieldText('capacityTooLow');
    });
    setLocal(found);
    if (Object.keys(found).length) {
      document.getElementById(`demo-${Object.keys(found)[0]?.replace(/\./g, '-')}`)?.focus();
      return;
    }
    onSubmit({
      locale,
      title: values.title.trim(),
      date: values.date,
      timeZone: defaultTimeZone(locale),
      tiers: tiers.map((tier) => ({ name: tier.name.trim(), capacity: Number(tier.capacity) })),
      passTier: false,
    });
  }

  const setTier = (index: number, patch: Partial<Values['tiers'][number]>) =>
    setValues((current) => {
      const next = [...current.tiers];
      while (next.length <= index) next.push({ name: defaults('secondTier'), capacity: '10' });
      next[index] = { ...next[index]!, ...patch };
      return { ...current, tiers: next };
    });

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate data-testid="demo-event-form">
      <Field id="demo-title" label={t('title')} error={errors.title}>
        {(props) => (
          <input
            {...props}
            className={inputClasses}
            value={values.title}
            maxLength={200}
            onChange={(event) => setValues({ ...values, title: event.target.value })}
          />
        )}
      </Field>
      <Field id="demo-date" label={t('date')} error={errors.date}>
        {(props) => (
          <input
            {...props}
            type="date"
            className={inputClasses}
            value={values.date}
            onChange={(event) => setValues({ ...values, date: event.target.value })}
          />
        )}
      </Field>
      {tiers.map((tier, index) => (
        <fieldset key={index} className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-[2fr_1fr]">
          <legend className="px-1 text-sm font-semibold text-fg">{t('tier', { number: index + 1 })}</legend>
          <Field id={`demo-tiers-${index}-name`} label={t('tierName')} error={errors[`tiers.${index}.name`]}>
            {(props) => (
              <input
                {...props}
                className={inputClasses}
                value={tier.name}
                maxLength={80}
                onChange={(event) => setTier(index, { name: event.target.value })}
              />
            )}
          </Field>
          <Field
            id={`demo-tiers-${index}-capacity`}
            label={t('capacity')}
            error={errors[`tiers.${index}.capacity`]}
          >
            {(props) => (
              <input
                {...props}
                type="number"
                inputMode="numeric"
                min={1}
                max={500}
                className={inputClasses}
                value={tier.capacity}
                onChange={(event) => setTier(index, { capacity: event.target.value })}
              />
            )}
          </Field>
        </fieldset>
      ))}
      {allowSecondTier && (
        <label className="flex items-center gap-2 text-sm text-fg">
          <input type="checkbox" checked={second} onChange={(event) => setSecond(event.target.checked)} />
          {t('secondTier')}
        </label>
      )}
      <div>
        <button
          type="submit"
          className={buttonVariants({ size: 'lg' })}
          disabled={busy}
          data-testid="demo-create"
        >
          {busy ? t('creating') : t('submit')}
        </button>
      </div>
    </form>
  );
}
