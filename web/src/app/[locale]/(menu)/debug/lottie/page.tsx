import { getTranslations } from 'next-intl/server';

import { LottiePlayer } from '@/components/lottie-player.client';
import { marketingMetadata, marketingPage } from '@/components/marketing-page';

import ticket from '@/animations/ticket.json';

export const generateMetadata = marketingMetadata('debugLottie', 'debug-lottie');

const Intro = marketingPage('debugLottie');

/** The site's Lottie animations, played by its player. */
export default async function DebugLottiePage() {
  const t = await getTranslations('DebugComponents');
  return (
    <>
      <Intro />
      <div className="mt-8">
        <LottiePlayer animation={ticket} label={t('sample.success')} />
      </div>
    </>
  );
}
