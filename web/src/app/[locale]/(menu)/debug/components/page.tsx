import Image from 'next/image';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import { ContentCard } from '@/components/content-card';
import { marketingMetadata, marketingPage } from '@/components/marketing-page';
import { ToastShowcase } from '@/components/shell/toast-showcase.client';
import { routeHref } from '@/routes/match';

export const generateMetadata = marketingMetadata('debugComponents', 'debug-components');

const Intro = marketingPage('debugComponents');

/** Every shell component in its states (more arrive with the rest of the shell). */
export default async function DebugComponentsPage() {
  const [t, messages] = await Promise.all([getTranslations('DebugComponents'), getMessages()]);
  return (
    <>
      <Intro />
      <section aria-labelledby="toasts" className="mt-10">
        <h2 id="toasts" className="text-2xl font-semibold">
          {t('toasts')}
        </h2>
        <div className="mt-4">
          <NextIntlClientProvider messages={{ DebugComponents: messages.DebugComponents }}>
            <ToastShowcase />
          </NextIntlClientProvider>
        </div>
      </section>
      <section aria-labelledby="buttons" className="mt-10">
        <h2 id="buttons" className="text-2xl font-semibold">
          {t('buttons')}
        </h2>
        <div className="mt-4 flex gap-3">
          <button type="button" className="rounded-md bg-violet-700 px-4 py-2 text-sm font-medium text-white">
            {t('primary')}
          </button>
          <button type="button" className="rounded-md border border-line px-4 py-2 text-sm font-medium">
            {t('secondary')}
          </button>
        </div>
      </section>
      <section aria-labelledby="images" className="mt-10">
        <h2 id="images" className="text-2xl font-semibold">
          {t('images')}
        </h2>
        {/* The local optimiser: 320 px wide, so 1x and 2x candidates in WebP. */}
        <Image
          src="/images/event-cover.png"
          alt={t('imageAlt')}
          width={320}
          height={180}
          className="mt-4 rounded-lg"
        />
      </section>
      <section aria-labelledby="cards" className="mt-10">
        <h2 id="cards" className="text-2xl font-semibold">
          {t('cards')}
        </h2>
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          <ContentCard
            href={routeHref('events')}
            title={t('sample.info')}
            summary={t('sample.success')}
            meta={t('toasts')}
          />
        </div>
      </section>
    </>
  );
}
