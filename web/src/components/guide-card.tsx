import { getTranslations } from 'next-intl/server';

import type { HowToGuideSummary } from '@/lib/cms/types';
import { routeHref } from '@/routes/match';

import { ContentCard } from './content-card';

/** A how-to guide in a list: its level and how long it takes. */
export async function GuideCard({ guide, headingLevel }: { guide: HowToGuideSummary; headingLevel?: 2 | 3 }) {
  const t = await getTranslations('HowTo');
  return (
    <ContentCard
      href={routeHref('how-to-slug', { slug: guide.slug })}
      title={guide.title}
      summary={guide.summary}
      headingLevel={headingLevel}
      meta={[
        t(`levels.${guide.level}`),
        guide.durationMinutes ? t('duration', { minutes: guide.durationMinutes }) : null,
      ]
        .filter(Boolean)
        .join(' · ')}
      lang={guide.isFallback ? guide.locale : undefined}
    />
  );
}
