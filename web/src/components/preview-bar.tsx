import { getTranslations } from 'next-intl/server';

import { isPreview } from '@/lib/cms/draft';
import { adminOrigin } from '@/lib/preview/admin-origin';

import { PreviewRefresh } from './preview-refresh.client';

/** Shown only to an editor in preview (draft mode): the page shows drafts, and how to leave. */
export async function PreviewBar() {
  if (!(await isPreview())) return null;
  const t = await getTranslations('Preview');
  return (
    <div role="status" className="bg-amber-300 text-amber-950">
      <PreviewRefresh adminOrigin={adminOrigin()} />
      <p className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
        <strong>{t('label')}</strong>
        <span>{t('text')}</span>
        {/* A full request, not a client navigation: the exit route clears the draft-mode cookie. */}
        <form action="/api/preview/exit" className="ms-auto">
          <button type="submit" className="font-semibold underline" data-testid="exit-preview">
            {t('exit')}
          </button>
        </form>
      </p>
    </div>
  );
}
