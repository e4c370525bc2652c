import { z } from 'zod';

export const faqSchema = z.object({
  heading: z.string().min(1),
  items: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).min(1),
});
