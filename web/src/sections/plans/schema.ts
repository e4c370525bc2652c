import { z } from 'zod';

import { optionalLink, optionalText } from '../fields';

const plan = z.object({
  name: z.string().min(1),
  // The editors' words for the price ("Free", "US$39"); with an amount and a currency, the site writes
  // the price itself in the visitor's language instead ("39 $" in German, "$39" in Japanese).
  price: z.string().min(1),
  amount: z.number().nonnegative().nullish().catch(null),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullish()
    .catch(null),
  startingAt: z.boolean().nullish().transform(Boolean),
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
