import { z } from 'zod';

import { optionalText, sampleFlag } from '../fields';

export const statsSchema = z.object({
  heading: z.string().min(1),
  lead: optionalText,
  stats: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })).min(1),
  sample: sampleFlag,
});
