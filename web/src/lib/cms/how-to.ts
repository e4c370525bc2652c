import 'server-only';

import { englishBodyWhenMissing, localizedCollection } from './collection';
import { rawHowToGuide } from './schemas';
import type { HowToGuide, HowToGuideSummary } from './types';

export const howToGuides = localizedCollection({
  model: 'how-to-guide',
  schema: rawHowToGuide,
  listFields: ['title', 'summary', 'durationMinutes', 'level'],
  populate: { cover: true },
  sort: ['title:asc'],
  toSummary: (raw, base): HowToGuideSummary => ({
    ...base,
    title: raw.title,
    summary: raw.summary ?? '',
    durationMinutes: raw.durationMinutes ?? null,
    level: raw.level ?? 'beginner',
  }),
  toDetail: (raw, summary): HowToGuide => ({ ...summary, body: raw.body ?? '', bodyLocale: summary.locale }),
  fillFromEnglish: englishBodyWhenMissing,
  longText: 'body',
});
