import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { routeHref } from '@/routes/match';

/**
 * The line every product page closes with: what starting costs, and the way to the pricing page. Drawn
 * by the site under the page's CMS sections (their own closing call to action, if any, stays theirs),
 * so no product page can lose it.
 */
export async function PricingLink({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Pricing' });
  return (
    <div className="mt-16 flex flex-col items-center gap-3 border-t border-line pt-10 text-center sm:flex-row sm:justify-center sm:gap-4">
      <p className="text-fg-soft">{t('closingText')}</p>
      <Link
        href={routeHref('pricing')}
        className="font-semibold whitespace-nowrap text-link underline-offset-4 hover:underline"
        data-pricing-link
      >
        {t('closingLink')} <span aria-hidden="true">→</span>
      </Link>
    </div>
  );
}
