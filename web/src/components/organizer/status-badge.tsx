import { useTranslations } from 'next-intl';

const tone = {
  draft: 'border-line bg-surface-muted text-fg',
  published:
    'border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100',
  changed:
    'border-amber-700 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100',
  hidden: 'border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100',
} as const;

/** An event's state for its organizer, in words (the colour only repeats them). */
export function StatusBadge({ status }: { status: keyof typeof tone }) {
  const t = useTranslations('OrganizerEvents.status');
  return (
    <span
      className={`inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold ${tone[status]}`}
      data-status={status}
    >
      {t(status)}
    </span>
  );
}
