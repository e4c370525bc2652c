import { z } from 'zod';

import { frameNames, screenNames } from '@/components/product-screens/names';

import { optionalLink, optionalText } from '../fields';

/** A product screen beside a heading and text. An unknown screen refuses the section; a bad frame or side falls back. */
export const productScreenSchema = z.object({
  heading: z.string().min(1),
  body: optionalText,
  screen: z.enum(screenNames),
  frame: z
    .enum(frameNames)
    .nullish()
    .catch('phone')
    .transform((value) => value ?? 'phone'),
  imageSide: z
    .enum(['start', 'end'])
    .nullish()
    .catch('end')
    .transform((value) => value ?? 'end'),
  cta: optionalLink,
});
