import 'server-only';

import { englishBodyWhenMissing, localizedCollection } from './collection';
import { rawHub } from './schemas';
import type { Hub, HubSummary } from './types';

export const hubs = localizedCollection({
  model: 'hub',
  schema: rawHub,
  listFields: ['name', 'summary', 'city', 'country'],
  populate: { cover: true },
  sort: ['name:asc'],
  toSummary: (raw, base): HubSummary => ({
    ...base,
    name: raw.name,
    summary: raw.summary ?? '',
    city: raw.city ?? null,
    country: raw.country ?? null,
  }),
  toDetail: (raw, summary): Hub => ({
    ...summary,
    body: raw.description ?? '',
    bodyLocale: summary.locale,
    website: raw.website ?? null,
  }),
  fillFromEnglish: englishBodyWhenMissing,
  longText: 'description',
});
