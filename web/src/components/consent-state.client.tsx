'use client';

import { useTranslations } from 'next-intl';

import { useConsent } from '@/lib/analytics/consent';

/** The visitor's current consent answer, live (the component gallery shows it next to the banner). */
export function ConsentState() {
  const t = useTranslations('DebugComponents');
  return (
    <p aria-live="polite" className="text-sm text-fg-soft">
      {t('consentState', { state: useConsent() })}
    </p>
  );
}
