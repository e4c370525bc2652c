'use client';

import { useTranslations } from 'next-intl';

import { notify, notifyPromise } from '@/lib/toast';

const kinds = ['message', 'success', 'info', 'warning', 'error', 'loading'] as const;

/** Buttons that show a toast of each type, for /debug/components and the shell's tests. */
export function ToastShowcase() {
  const t = useTranslations('DebugComponents');
  const settleSoon = (ok: boolean) =>
    new Promise<void>((resolve, reject) =>
      setTimeout(() => (ok ? resolve() : reject(new Error('failed'))), 1000),
    );
  return (
    <div className="flex flex-wrap gap-3">
      {kinds.map((kind) => (
        <button
          key={kind}
          type="button"
          onClick={() => notify(kind, t(`sample.${kind}`))}
          className="rounded-md border border-line px-3 py-2 text-sm hover:border-primary-400"
        >
          {t(`show.${kind}`)}
        </button>
      ))}
      <button
        type="button"
        onClick={() =>
          notifyPromise(settleSoon(true), {
            loading: t('sample.loading'),
            success: t('sample.promiseSuccess'),
            error: t('sample.promiseError'),
          })
        }
        className="rounded-md border border-line px-3 py-2 text-sm hover:border-primary-400"
      >
        {t('show.promise')}
      </button>
    </div>
  );
}
