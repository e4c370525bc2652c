import { z } from 'zod';

import { illustration, media, optionalLink, optionalText } from '../fields';

export const heroSchema = z.object({
  eyebrow: optionalText,
  heading: z.string().min(1),
  lead: optionalText,
  primaryCta: optionalLink,
  secondaryCta: optionalLink,
  visual: illustration,
  image: media,
});
