import { getTranslations } from 'next-intl/server';

const noteClass =
  'mb-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100';

/** Shown on a CMS page whose translation is missing, so the visitor knows why it is in English. */
export async function FallbackNote() {
  const t = await getTranslations('Content');
  return (
    <p role="note" className={noteClass}>
      {t('fallbackNote')}
    </p>
  );
}

/** Shown above an article whose title is translated but whose text is still the English one. */
export async function BodyInEnglishNote() {
  const t = await getTranslations('Content');
  return (
    <p role="note" className={`mt-6 ${noteClass}`}>
      {t('bodyInEnglish')}
    </p>
  );
}
