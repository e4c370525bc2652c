import { getTranslations } from 'next-intl/server';

/** Says plainly that quotes, names or figures are illustrative, so no visitor takes them as claims. */
export async function SampleNote() {
  const t = await getTranslations('Sections');
  return <p className="mt-6 text-center text-sm text-muted">{t('sampleNote')}</p>;
}
