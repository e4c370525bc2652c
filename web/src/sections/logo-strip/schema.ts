import { z } from 'zod';

import { media, sampleFlag } from '../fields';

export const logoStripSchema = z.object({
  heading: z.string().min(1),
  logos: z.array(z.object({ name: z.string().min(1), image: media })).min(1),
  sample: sampleFlag,
});
