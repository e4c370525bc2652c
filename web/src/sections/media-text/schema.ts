import { z } from 'zod';

import { illustration, media, optionalLink } from '../fields';

export const mediaTextSchema = z.object({
  heading: z.string().min(1),
  body: z.string().min(1),
  visual: illustration,
  image: media,
  imageSide: z.enum(['start', 'end']).nullish().catch('end'),
  cta: optionalLink,
});
