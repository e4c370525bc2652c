import { z } from 'zod';

import { link, optionalLink, optionalText } from '../fields';

export const ctaBandSchema = z.object({
  heading: z.string().min(1),
  text: optionalText,
  primaryCta: link,
  secondaryCta: optionalLink,
});
