import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { asLocale } from '@/i18n/locales';
import { routeMetadata } from '@/lib/seo/metadata';

// Any identifier may be previewed; nothing is prerendered.
export function generateStaticParams() {
  return [];
}

const validHubId = (value: string) => /^[A-Za-z0-9_-]{1,64}$/.test(value);

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/debug/hub/[hubId]'>): Promise<Metadata> {
  const { locale: raw, hubId } = await params;
  const locale = asLocale(raw);
  const t = await getTranslations({ locale, namespace: 'Pages.debugHub' });
  return routeMetadata({
    locale,
    name: 'debug-hub-hubId',
    params: { hubId },
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

export default async function DebugHubPage({ params }: PageProps<'/[locale]/debug/hub/[hubId]'>) {
  const { hubId } = await params;
  if (!validHubId(hubId)) notFound();
  const t = await getTranslations('Pages.debugHub');
  return (
    <article>
      <h1 className="text-3xl font-bold tracking-tight">{t('heading', { hubId })}</h1>
      <p className="mt-4 text-fg-soft">{t('lead')}</p>
    </article>
  );
}
