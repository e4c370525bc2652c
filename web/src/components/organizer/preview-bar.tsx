import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { routeHref } from '@/routes/match';

/** Above an organizer's preview: what this is, who sees it, and the way back to the form. */
export async function OrganizerPreviewBar({ id, locale }: { id: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'OrganizerEvents.previewBar' });
  return (
    <div role="status" className="rounded-lg bg-amber-300 text-amber-950" data-testid="organizer-preview-bar">
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
        <strong>{t('label')}</strong>
        <span>{t('text')}</span>
        <Link
          href={routeHref('account-events-edit', { id })}
          className="ms-auto font-semibold underline underline-offset-2"
        >
          {t('back')}
        </Link>
      </p>
    </div>
  );
}
