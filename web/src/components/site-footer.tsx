import { getTranslations } from 'next-intl/server';

import { siteName } from '@/config/site';

export async function SiteFooter() {
  const t = await getTranslations('Layout');
  // The build year: pages are prerendered, and a year that lags until the next deploy is harmless.
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-zinc-200 py-6 text-center text-sm text-zinc-600">
      {t('footer', { year, siteName })}
    </footer>
  );
}
