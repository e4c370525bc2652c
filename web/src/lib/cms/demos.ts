import 'server-only';

import { englishBodyWhenMissing, localizedCollection } from './collection';
import { rawDemo } from './schemas';
import { reshapeSections } from './sections';
import { isSiteLink } from './site-link';
import type { Demo, DemoSummary } from './types';

export const demos = localizedCollection({
  model: 'demo',
  schema: rawDemo,
  listFields: ['title', 'summary'],
  populate: { cover: true },
  sort: ['title:asc'],
  toSummary: (raw, base): DemoSummary => ({ ...base, title: raw.title, summary: raw.summary ?? '' }),
  toDetail: (raw, summary): Demo => ({
    ...summary,
    body: raw.body ?? '',
    bodyLocale: summary.locale,
    ctaLabel: raw.ctaLabel ?? null,
    // The CMS refuses other links at save; one that got in another way is left out, not followed.
    ctaUrl: isSiteLink(raw.ctaUrl) ? raw.ctaUrl : null,
    sections: reshapeSections(raw.sections),
  }),
  fillFromEnglish: englishBodyWhenMissing,
  longText: 'body',
});
