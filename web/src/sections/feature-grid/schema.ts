import { z } from 'zod';

import { iconName, optionalText } from '../fields';

export const featureGridSchema = z.object({
  heading: z.string().min(1),
  lead: optionalText,
  features: z.array(z.object({ icon: iconName, title: z.string().min(1), text: z.string() })).min(1),
});
