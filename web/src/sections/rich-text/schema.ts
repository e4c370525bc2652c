import { z } from 'zod';

import { optionalText } from '../fields';

export const richTextSchema = z.object({ heading: optionalText, body: z.string().min(1) });
