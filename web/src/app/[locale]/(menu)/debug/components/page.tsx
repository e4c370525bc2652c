import Image from 'next/image';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';

import { ConsentState } from '@/components/consent-state.client';
import { ContentCard } from '@/components/content-card';
import { DeviceReadout } from '@/components/device-readout.client';
import { marketingMetadata, marketingPage } from '@/components/marketing-page';
import { ConsentBanner } from '@/components/shell/consent-banner.client';
import { ToastShowcase } from '@/components/shell/toast-showcase.client';
import { TitledSection } from '@/components/titled-section';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { asLocale, type Locale } from '@/i18n/locales';
import { getPage } from '@/lib/cms/pages';
import type { SectionData } from '@/lib/cms/types';
import { cmsPageKey, pageRoutes } from '@/routes/pages';
import { sectionRegistry } from '@/sections/registry';
import { RenderSections } from '@/sections/render-sections';
import { localizedPath, routeHref } from '@/routes/match';

/** One section of each type, taken from the CMS pages in this locale, in the registry's order. */
async function sectionGallery(locale: Locale): Promise<SectionData[]> {
  const pages = await Promise.all(
    pageRoutes.map((name) => getPage(locale, cmsPageKey(name)).catch(() => null)),
  );
  const found = new Map<string, SectionData>();
  for (const section of pages.flatMap((page) => page?.sections ?? [])) {
    if (!found.has(section.type)) found.set(section.type, section);
  }
  // The gallery shows every section's design, sample quotes included (pages leave sample sections out).
  return Object.keys(sectionRegistry).flatMap((type) => {
    const section = found.get(type);
    return section ? [{ ...section, fields: { ...section.fields, sample: false } }] : [];
  });
}

export const generateMetadata = marketingMetadata('debugComponents', 'debug-components');

const Intro = marketingPage('debugComponents');

/** Buttons, badges and a card: the pieces the colour-mode panels show side by side. */
async function Samples() {
  const t = await getTranslations('DebugComponents');
  return (
    <>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonVariants()}>
          {t('primary')}
        </button>
        <button type="button" className={buttonVariants({ variant: 'secondary' })}>
          {t('secondary')}
        </button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge>{t('primary')}</Badge>
        <Badge tone="neutral">{t('secondary')}</Badge>
        <Badge tone="success">{t('sample.success')}</Badge>
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
  const locale = asLocale(await rootLocale());
  const [t, shell, consent, messages, gallery] = await Promise.all([
    getTranslations('DebugComponents'),
    getTranslations('Shell'),
    getTranslations('Consent'),
    getMessages(),
    sectionGallery(locale),
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
            privacy={{ href: localizedPath(routeHref('privacy'), {}, locale), label: consent('privacy') }}
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
      <TitledSection id="sections" title={t('sections')}>
        {(['light', 'dark'] as const).map((mode) => (
          <div
            key={mode}
            className={`${mode} mt-6 rounded-2xl border border-line bg-surface px-4 text-fg sm:px-8`}
          >
            <p className="pt-4 text-sm font-semibold text-muted">{shell(`modes.${mode}`)}</p>
            <RenderSections
              sections={gallery}
              locale={locale}
              source="/debug/components"
              idPrefix={`${mode}-`}
              leadsPage={false}
            />
          </div>
        ))}
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
