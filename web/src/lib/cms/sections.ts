import type { z } from 'zod';

import { siteName } from '@/config/site';

import type { rawSection } from './schemas';
import type { SectionData } from './types';

/** Editors write `{siteName}` where the brand appears, so the brand stays one configuration value. */
export function withSiteName<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll('{siteName}', siteName) as T;
  if (Array.isArray(value)) return value.map(withSiteName) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withSiteName(item)])) as T;
  }
  return value;
}

/** Strapi's dynamic zone items reshaped: the component name apart, its database ids dropped. */
export function reshapeSections(raw: z.output<typeof rawSection>[] | null | undefined): SectionData[] {
  return (raw ?? []).map(({ __component, id: _id, ...fields }) => ({
    type: __component,
    fields: withSiteName(fields),
  }));
}
