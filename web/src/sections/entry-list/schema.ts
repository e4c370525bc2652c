import { z } from 'zod';

import { optionalLink, optionalText } from '../fields';

export const entryListSchema = z.object({
  kind: z.enum(['upcoming-events', 'latest-posts', 'hubs', 'guides']),
  heading: z.string().min(1),
  lead: optionalText,
  limit: z
    .number()
    .int()
    .min(1)
    .max(12)
    .nullish()
    .transform((value) => value ?? 3),
  link: optionalLink,
});
