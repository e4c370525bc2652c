'use client';

import { useTranslations } from 'next-intl';

import { useViewport } from '@/lib/device/viewport';

/** The device class and viewport size as components see them (refreshed 50 ms after a resize). */
export function DeviceReadout() {
  const t = useTranslations('DebugComponents');
  const viewport = useViewport();
  return (
    <p aria-live="polite" className="text-fg-soft">
      {viewport ? t('deviceReadout', { ...viewport }) : '…'}
    </p>
  );
}
