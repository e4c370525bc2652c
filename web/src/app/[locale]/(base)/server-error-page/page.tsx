import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ErrorView } from '@/components/error-view';

/**
 * The 500 page, prerendered once per locale. Next 16.4 answers a failed render with an empty HTML shell,
 * so the production server (`web/server/`) sends this page's HTML in its place; it is never linked.
 */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ErrorPage');
  return { title: t('errorTitle'), robots: { index: false } };
}

export default async function ServerErrorPage() {
  const t = await getTranslations('ErrorPage');
  return <ErrorView status={500} message={t('serverErrorMessage')} />;
}
