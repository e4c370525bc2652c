import { getTranslations } from 'next-intl/server';

import { currentSiteName } from '@/lib/cms/website-config';
import type { Locale } from '@/i18n/locales';
import { routeHref } from '@/routes/match';
import { CtaBandSection } from '@/sections/cta-band/cta-band-section';

/** What a product page leads to: hosting events, or selling tickets and passes (the sign-up intents). */
export type ClosingIntent = 'host' | 'sell';

/**
 * The site's own closing call to action for a product page whose editors ended it with something else:
 * registration carrying the page's intent, drawn as the CMS's call-to-action band.
 */
export async function ClosingCta({ intent, locale }: { intent: ClosingIntent; locale: Locale }) {
  const [t, siteName] = await Promise.all([
    getTranslations({ locale, namespace: `ClosingCta.${intent}` }),
    currentSiteName(),
  ]);
  return (
    <CtaBandSection
      data={{
        heading: t('heading', { siteName }),
        text: t('text'),
        primaryCta: { label: t('button'), href: `${routeHref('register')}?intent=${intent}` },
        secondaryCta: null,
      }}
      context={{ locale, headingId: 'closing-cta', isFirst: false }}
    />
  );
}
