import Image from 'next/image';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import { ConsentState } from '@/components/consent-state.client';
import { ContentCard } from '@/components/content-card';
import { DeviceReadout } from '@/components/device-readout.client';
import { marketingMetadata, marketingPage } from '@/components/marketing-page';
import { ConsentBanner } from '@/components/shell/consent-banner.client';
import { ToastShowcase } from '@/components/shell/toast-showcase.client';
import { TitledSection } from '@/components/titled-section';
import { routeHref } from '@/routes/match';

export const generateMetadata = marketingMetadata('debugComponents', 'debug-components');

const Intro = marketingPage('debugComponents');

/** Buttons and a card: the pieces the colour-mode panels show side by side. */
async function Samples() {
  const t = await getTranslations('DebugComponents');
  return (
    <>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="rounded-md bg-violet-700 px-4 py-2 text-sm font-medium text-white">
          {t('primary')}
        </button>
        <button type="button" className="rounded-md border border-line px-4 py-2 text-sm font-medium">
          {t('secondary')}
        </button>
      </div>
      <ContentCard
        href={routeHref('events')}
        title={t('sample.info')}
        summary={t('sample.success')}
        meta={t('cards')}
      />
    </>
  );
}

/** Every shell component in its states, the colour modes side by side, and the device readout. */
export default async function DebugComponentsPage() {
  const [t, shell, consent, messages] = await Promise.all([
    getTranslations('DebugComponents'),
    getTranslations('Shell'),
    getTranslations('Consent'),
    getMessages(),
  ]);
  return (
    <NextIntlClientProvider messages={{ DebugComponents: messages.DebugComponents }}>
      <Intro />
      <TitledSection id="toasts" title={t('toasts')}>
        <div className="mt-4">
          <ToastShowcase />
        </div>
      </TitledSection>
      <TitledSection id="consent-banner" title={t('consentBanner')}>
        <div className="mt-4 space-y-3">
          <ConsentBanner
            placement="inline"
            label={consent('label')}
            text={consent('allow-cookies')}
            yes={consent('yes')}
            no={consent('no')}
          />
          <ConsentState />
        </div>
      </TitledSection>
      <TitledSection id="colour-modes" title={t('colourModes')}>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {(['light', 'dark'] as const).map((mode) => (
            // The class re-themes the subtree whatever the page's own mode is (see globals.css).
            <div
              key={mode}
              className={`${mode} space-y-4 rounded-xl border border-line bg-surface p-4 text-fg`}
            >
              <h3 className="font-semibold">{shell(`modes.${mode}`)}</h3>
              <Samples />
            </div>
          ))}
        </div>
      </TitledSection>
      <TitledSection id="images" title={t('images')}>
        {/* The local optimiser: 320 px wide, so 1x and 2x candidates in WebP. */}
        <Image
          src="/images/event-cover.png"
          alt={t('imageAlt')}
          width={320}
          height={180}
          className="mt-4 rounded-lg"
        />
      </TitledSection>
      <TitledSection id="device" title={t('device')}>
        <div className="mt-4">
          <DeviceReadout />
        </div>
      </TitledSection>
    </NextIntlClientProvider>
  );
}
