import { getTranslations } from 'next-intl/server';

import { currentSiteName } from '@/lib/cms/website-config';

import type messages from '../../messages/en.json';

/** A page whose heading and lead are its `Pages.<key>` messages. */
export type PageKey = keyof (typeof messages)['Pages'];

/** The heading and lead of a list page, from its `Pages.<key>` messages. */
export async function PageIntro({ pageKey }: { pageKey: PageKey }) {
  const [t, siteName] = await Promise.all([getTranslations(`Pages.${pageKey}`), currentSiteName()]);
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">{t('heading', { siteName, hubId: '' })}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t('lead', { siteName })}</p>
    </>
  );
}
