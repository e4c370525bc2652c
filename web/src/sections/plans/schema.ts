import { z } from 'zod';

import { optionalLink, optionalText } from '../fields';

const plan = z.object({
  name: z.string().min(1),
  price: z.string().min(1),
  period: optionalText,
  description: optionalText,
  // One feature per line, as editors type them.
  features: z
    .string()
    .nullish()
    .transform((text) =>
      (text ?? '')
        .split('\n')
        .map((line) => line.replace(/^[-*]\s*/, '').trim())
        .filter(Boolean),
    ),
  cta: optionalLink,
  highlighted: z.boolean().nullish().transform(Boolean),
});

export const plansSchema = z.object({
  heading: z.string().min(1),
  lead: optionalText,
  plans: z.array(plan).min(1),
  note: optionalText,
});
