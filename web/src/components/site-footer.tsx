import { getTranslations } from 'next-intl/server';

import { siteName } from '@/config/site';
import { Link } from '@/i18n/navigation';
import { getWebsiteConfig } from '@/lib/cms/website-config';
import { routeHref } from '@/routes/match';

import { SocialLinks } from './social-links';

export async function SiteFooter() {
  const [t, { config }] = await Promise.all([getTranslations('Layout'), getWebsiteConfig({ fresh: false })]);
  // The build year: pages are prerendered, and a year that lags until the next deploy is harmless.
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-line py-6 text-sm text-muted">
      <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center justify-between gap-4 px-4">
        <p>{t('footer', { year, siteName })}</p>
        <SocialLinks links={config.socialLinks} label={t('social')} />
        <nav aria-label={t('legal')}>
          <ul className="flex gap-4">
            <li>
              <Link href={routeHref('terms')} className="underline hover:text-link">
                {t('terms')}
              </Link>
            </li>
            <li>
              <Link href={routeHref('privacy')} className="underline hover:text-link">
                {t('privacy')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
