import { Fragment, type ReactElement, type ReactNode } from 'react';

import type { Locale } from '@/i18n/locales';
import type { SectionData } from '@/lib/cms/types';

import { isSectionType, sectionRegistry } from './registry';

type RenderSectionsProps = {
  sections: SectionData[];
  locale: Locale;
  /** Where the page is, for the log line of a section that was skipped. */
  source: string;
  /** Makes heading ids unique when several section lists share a page (the component gallery). */
  idPrefix?: string;
  /** False where the page has its own `<h1>`: a leading hero then uses an `<h2>`. */
  leadsPage?: boolean;
  /** Shown right after the first section (the operator's details under a legal page's heading). */
  afterFirst?: ReactNode;
};

/**
 * A page's dynamic zone, in order. A section type the site does not know, or data its schema refuses, is
 * skipped and logged: the rest of the page still renders (DESIGN "Pages and sections").
 */
export function RenderSections({
  sections,
  locale,
  source,
  idPrefix = '',
  leadsPage = true,
  afterFirst,
}: RenderSectionsProps) {
  return sections.map((section, index) => {
    const element = renderSection(section, index, { locale, source, idPrefix, leadsPage });
    // What follows the first section stays even when that section was skipped.
    if (index === 0 && afterFirst) {
      return (
        <Fragment key={`${section.type}-${index}`}>
          {element}
          {afterFirst}
        </Fragment>
      );
    }
    return element && <Fragment key={`${section.type}-${index}`}>{element}</Fragment>;
  });
}

function renderSection(
  section: SectionData,
  index: number,
  { locale, source, idPrefix, leadsPage }: Required<Omit<RenderSectionsProps, 'sections' | 'afterFirst'>>,
): ReactElement | null {
  const where = `${source} (${locale}) section ${index + 1} "${section.type}"`;
  // Sample quotes, logos or figures are for an editor to replace, never shown as if they were real.
  if (section.fields.sample === true) return null;
  if (!isSectionType(section.type)) {
    console.warn(`Skipped ${where}: the site has no section of this type.`);
    return null;
  }
  const rendered = sectionRegistry[section.type](section.fields, {
    locale,
    headingId: `${idPrefix}section-${index + 1}`,
    isFirst: leadsPage && index === 0,
  });
  if ('error' in rendered) {
    console.warn(`Skipped ${where}: ${rendered.error.replaceAll('\n', ' ')}`);
    return null;
  }
  return rendered.element;
}
