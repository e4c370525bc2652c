'use client';

import { useTranslations } from 'next-intl';

import type { DemoProblem } from './use-demo';

/** A refused step in the visitor's language (the fields' own messages are shown by the fields). */
export function DemoProblemNote({ problem }: { problem: DemoProblem | null }) {
  const t = useTranslations('DemoSandbox.errors');
  const tickets = useTranslations('Tickets.errors');
  if (!problem || problem.kind === 'fields') return null;
  const text =
    problem.kind === 'ticket' && tickets.has(problem.reason as 'unknown')
      ? tickets(problem.reason as 'unknown')
      : problem.kind === 'ticket'
        ? t('failed')
        : t(problem.kind);
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-700 px-3 py-2 text-sm text-fg"
      data-testid="demo-problem"
    >
      {text}
    </p>
  );
}
