import type { z } from 'zod';

import type { rawSection } from './schemas';
import type { SectionData } from './types';

/**
 * Editors write `{siteName}` where the brand appears, so the brand stays one configuration value (the
 * website configuration's "Site name", `currentSiteName()`).
 */
export function withSiteName<T>(value: T, siteName: string): T {
  if (typeof value === 'string') return value.replaceAll('{siteName}', siteName) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withSiteName(item, siteName)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withSiteName(item, siteName)]),
    ) as T;
  }
  return value;
}

/**
 * Strapi's dynamic zone items reshaped: the component name apart, its database ids dropped. `{siteName}`
 * stays in the text: the page (`getPage`) or its renderer puts the configured name in.
 */
export function reshapeSections(raw: z.output<typeof rawSection>[] | null | undefined): SectionData[] {
  return (raw ?? []).map(({ __component, id: _id, ...fields }) => ({ type: __component, fields }));
}
