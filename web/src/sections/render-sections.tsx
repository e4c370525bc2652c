import { Fragment } from 'react';

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
}: RenderSectionsProps) {
  return sections.map((section, index) => {
    const where = `${source} (${locale}) section ${index + 1} "${section.type}"`;
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
    const key = `${section.type}-${index}`;
    // The first section is what a visitor sees on arrival; the rest are drawn as they come near.
    if (index === 0) return <Fragment key={key}>{rendered.element}</Fragment>;
    return (
      <div key={key} className="render-near-view">
        {rendered.element}
      </div>
    );
  });
}
