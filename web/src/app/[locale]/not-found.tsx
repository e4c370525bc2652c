import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ErrorView } from '@/components/error-view';

// Next takes a 404 response's metadata from this boundary, also for the proxy's not-found page.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ErrorPage');
  return { title: t('notFoundTitle'), robots: { index: false } };
}

/** Reached when a page calls `notFound()` itself (the proxy's 404s use `(base)/not-found-page`). */
export default function NotFound() {
  return (
    <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-10">
      <ErrorView status={404} message="" />
    </main>
  );
}
