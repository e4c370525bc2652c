import { z } from 'zod';

import { optionalText, sampleFlag } from '../fields';

export const testimonialsSchema = z.object({
  heading: z.string().min(1),
  testimonials: z
    .array(z.object({ quote: z.string().min(1), name: z.string().min(1), role: optionalText }))
    .min(1),
  sample: sampleFlag,
});
