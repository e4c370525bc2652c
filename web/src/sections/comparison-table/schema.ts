import { z } from 'zod';

import { optionalText, safeHref } from '../fields';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const row = z.object({
  feature: z.string().min(1),
  us: z.string().min(1),
  them: z.string().min(1),
  sourceUrl: safeHref.nullish().catch(null),
  sourceSeen: isoDate.nullish().catch(null),
});

export const comparisonTableSchema = z.object({
  heading: z.string().min(1),
  lead: optionalText,
  usLabel: z.string().min(1),
  themLabel: z.string().min(1),
  rows: z.array(row).min(1),
  asOf: isoDate,
  note: optionalText,
});
