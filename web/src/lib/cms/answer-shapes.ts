import { z } from 'zod';

/** A users-permissions user as the CMS answers it; the site reshapes it into its own `SiteUser`. */
export const strapiUser = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  createdAt: z.string().nullish(),
});

/** A session the CMS started (a confirmed link or code, a ticket confirmation, a passkey). */
export const cmsSession = z.object({ jwt: z.string(), refreshToken: z.string(), user: strapiUser });

/** The CMS's own routes answer `{ data: … }`. */
export const data = <Schema extends z.ZodType>(schema: Schema) => z.object({ data: schema });
