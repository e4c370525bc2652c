import { useTranslations } from 'next-intl';

import { fieldId } from '@/lib/organizer/event-form';

/** Every field problem at the top of the form, each a link to its field (announced as it appears). */
export function ErrorSummary({ problems }: { problems: { path: string; label: string; message: string }[] }) {
  const t = useTranslations('OrganizerForm.summary');
  return (
    <div role="alert" className="min-w-0 empty:hidden">
      {problems.length > 0 && (
        <div
          className="grid gap-2 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
          data-testid="error-summary"
        >
          <h2 className="font-bold">{t('heading', { count: problems.length })}</h2>
          <ul className="grid list-disc gap-1 ps-5">
            {problems.map((problem) => (
              <li key={problem.path}>
                <a href={`#${fieldId(problem.path)}`} className="underline underline-offset-2">
                  {problem.label}: {problem.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
