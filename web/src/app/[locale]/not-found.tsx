import { getTranslations } from 'next-intl/server';

import { Link } from '@/i18n/navigation';

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <div className="py-10 text-center">
      <p className="text-6xl font-bold text-violet-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{t('title')}</h1>
      <p className="mt-2 text-zinc-600">{t('description')}</p>
      <p className="mt-6">
        <Link href="/" className="font-medium text-violet-700 underline">
          {t('backHome')}
        </Link>
      </p>
    </div>
  );
}
