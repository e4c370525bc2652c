import { z } from 'zod';

import { screenNames } from '@/components/product-screens/names';

import { illustration, media, optionalLink, optionalText } from '../fields';

export const heroSchema = z.object({
  eyebrow: optionalText,
  heading: z.string().min(1),
  lead: optionalText,
  primaryCta: optionalLink,
  secondaryCta: optionalLink,
  visual: illustration,
  image: media,
  /** A product screen in a phone frame, drawn instead of the illustration (an uploaded image still wins). */
  screen: z.enum(screenNames).nullish().catch(null),
});
