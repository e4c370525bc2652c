import { z } from 'zod';

import { illustrationNames } from '@/components/illustrations/names';
import { toMedia } from '@/lib/cms/collection';
import { siteLinkPattern } from '@/lib/cms/site-link';
import { rawMedia } from '@/lib/cms/schemas';
import { type BelongIconName, belongIcons } from '@/lib/icons/collection';

/** Field shapes the sections share. Optional extras fall back (`catch`) so one bad value hides itself, not the section. */

/** A site path (`/events`, never `//host`) or an https URL, the CMS's own rule; anything else is refused. */
export const safeHref = z.string().regex(siteLinkPattern);

export const link = z.object({ label: z.string().min(1), href: safeHref });

/** An optional link: missing or invalid, the call to action is simply left out. */
export const optionalLink = link.nullish().catch(null);

export const optionalText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null);

export const iconName = z
  .enum(Object.keys(belongIcons.icons) as [BelongIconName, ...BelongIconName[]])
  .catch('ticket');

export const illustration = z.enum(illustrationNames).nullish().catch(null);

/** A CMS image, in the shape the CMS module gives every other image. */
export const media = rawMedia.transform(toMedia).catch(null);

/** Sample content (testimonials, logos, figures): the page leaves such a section out (RenderSections). */
export const sampleFlag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);
