import { z } from 'zod';

import { optionalText } from '../fields';

export const stepsSchema = z.object({
  heading: z.string().min(1),
  lead: optionalText,
  steps: z.array(z.object({ title: z.string().min(1), text: z.string() })).min(1),
});
