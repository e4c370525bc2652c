import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

/** One numbered step of a guided demo; its state is in words too ("done"), not only in colour. */
export function DemoStep({
  number,
  title,
  state,
  stateLabel,
  children,
}: {
  number: number;
  title: string;
  state: 'todo' | 'current' | 'done';
  stateLabel: string;
  children: ReactNode;
}) {
  const headingId = `demo-step-${number}`;
  return (
    <li
      data-testid={`demo-step-${number}`}
      data-state={state}
      className={cn(
        'grid gap-4 rounded-2xl border p-4 sm:p-6',
        state === 'current' ? 'border-primary bg-surface shadow-sm' : 'border-line bg-surface',
      )}
    >
      <div className="flex flex-wrap items-center gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold',
            state === 'done'
              ? 'bg-emerald-700 text-white'
              : 'bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-50',
          )}
        >
          {state === 'done' ? '✓' : number}
        </span>
        {/* Focusable by script: after a step, focus moves to the next one (demo-sandbox.client.tsx). */}
        <h3 id={headingId} tabIndex={-1} className="text-xl font-semibold text-fg outline-none">
          {title}
        </h3>
        <span className="text-sm text-muted">{stateLabel}</span>
      </div>
      {children}
    </li>
  );
}
