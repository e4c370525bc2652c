import type { ReactElement, ReactNode } from 'react';
import { z } from 'zod';

import type { Locale } from '@/i18n/locales';

export type SectionContext = {
  locale: Locale;
  /** The `id` of the section's heading, unique on the page (for `aria-labelledby` and anchors). */
  headingId: string;
  /** The first hero of a page carries the page's `<h1>`; every other section heading is an `<h2>`. */
  isFirst: boolean;
};

export type SectionProps<Data> = { data: Data; context: SectionContext };

/** A section as the page renderer sees it: CMS fields in, an element or the reason they were refused out. */
export type SectionRenderer = (
  fields: unknown,
  context: SectionContext,
) => { element: ReactElement } | { error: string };

/** Pairs a section's schema with its server component; the data is validated before it renders. */
export function defineSection<Schema extends z.ZodType>(
  schema: Schema,
  Component: (props: SectionProps<z.output<Schema>>) => ReactNode | Promise<ReactNode>,
): SectionRenderer {
  return (fields, context) => {
    const parsed = schema.safeParse(fields);
    if (!parsed.success) return { error: z.prettifyError(parsed.error) };
    return { element: <Component data={parsed.data} context={context} /> };
  };
}
