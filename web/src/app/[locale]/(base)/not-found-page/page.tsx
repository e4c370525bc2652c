import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';

import { ErrorView } from '@/components/error-view';
import { notFoundHeader } from '@/routes/not-found';

/**
 * The 404 page. The proxy rewrites every unknown path and unknown slug here with status 404 (a page
 * rendered this way has its text in the server HTML, unlike `notFound()`; see the README notes).
 */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ErrorPage');
  return { title: t('notFoundTitle'), robots: { index: false } };
}

export default async function NotFoundPage() {
  const raw = (await headers()).get(notFoundHeader);
  let message = '';
  try {
    message = raw ? decodeURIComponent(raw) : '';
  } catch {
    message = '';
  }
  return <ErrorView status={404} message={message.slice(0, 500)} />;
}
