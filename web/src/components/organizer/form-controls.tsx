import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

import { fieldId } from '@/lib/organizer/event-form';

export const controlClass =
  'w-full min-w-0 rounded-lg border border-line bg-surface px-3 py-2 text-base text-fg outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/40 aria-invalid:border-red-600 dark:aria-invalid:border-red-400';

type Common = {
  path: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  requiredLabel?: string;
};

/** Label, hint and error of one field, tied to its control for screen readers. */
function Frame({
  path,
  label,
  hint,
  error,
  required,
  requiredLabel,
  children,
}: Common & {
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = fieldId(path);
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
        {required && requiredLabel && <span className="font-normal text-muted"> ({requiredLabel})</span>}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={`${id}-error`}
          className="text-sm font-medium text-red-700 dark:text-red-300"
          data-error-for={path}
        >
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({
  path,
  label,
  hint,
  error,
  required,
  requiredLabel,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Frame {...{ path, label, hint, error, required, requiredLabel }}>
      {(aria) => <input name={path} className={controlClass} required={required} {...aria} {...input} />}
    </Frame>
  );
}

export function TextArea({
  path,
  label,
  hint,
  error,
  required,
  requiredLabel,
  ...input
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <Frame {...{ path, label, hint, error, required, requiredLabel }}>
      {(aria) => <textarea name={path} className={controlClass} required={required} {...aria} {...input} />}
    </Frame>
  );
}

export function SelectField({
  path,
  label,
  hint,
  error,
  required,
  requiredLabel,
  children,
  ...select
}: Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <Frame {...{ path, label, hint, error, required, requiredLabel }}>
      {(aria) => (
        <select name={path} className={controlClass} required={required} {...aria} {...select}>
          {children}
        </select>
      )}
    </Frame>
  );
}

/** A group of controls (the tiers, the kind of place) with its heading as legend. */
export function Group({
  legend,
  id,
  children,
  className = '',
}: {
  legend: ReactNode;
  id?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset id={id} tabIndex={id ? -1 : undefined} className={`grid min-w-0 gap-4 ${className}`}>
      <legend className="mb-2 text-xl font-bold text-fg">{legend}</legend>
      {children}
    </fieldset>
  );
}
