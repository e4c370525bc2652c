import { ComparisonTableSection } from './comparison-table/comparison-table-section';
import { comparisonTableSchema } from './comparison-table/schema';
import { CtaBandSection } from './cta-band/cta-band-section';
import { ctaBandSchema } from './cta-band/schema';
import { EntryListSection } from './entry-list/entry-list-section';
import { entryListSchema } from './entry-list/schema';
import { FaqSection } from './faq/faq-section';
import { faqSchema } from './faq/schema';
import { FeatureGridSection } from './feature-grid/feature-grid-section';
import { featureGridSchema } from './feature-grid/schema';
import { HeroSection } from './hero/hero-section';
import { heroSchema } from './hero/schema';
import { LogoStripSection } from './logo-strip/logo-strip-section';
import { logoStripSchema } from './logo-strip/schema';
import { MediaTextSection } from './media-text/media-text-section';
import { mediaTextSchema } from './media-text/schema';
import { ProductScreenSection } from './product-screen/product-screen-section';
import { productScreenSchema } from './product-screen/schema';
import { PlansSection } from './plans/plans-section';
import { plansSchema } from './plans/schema';
import { RichTextSection } from './rich-text/rich-text-section';
import { richTextSchema } from './rich-text/schema';
import { defineSection, type SectionRenderer } from './section';
import { StatsSection } from './stats/stats-section';
import { statsSchema } from './stats/schema';
import { StepsSection } from './steps/steps-section';
import { stepsSchema } from './steps/schema';
import { TestimonialsSection } from './testimonials/testimonials-section';
import { testimonialsSchema } from './testimonials/schema';

/** CMS component name (`cms/src/components/sections/<name>.json`) → the section that renders it. */
export const sectionRegistry = {
  'sections.hero': defineSection(heroSchema, HeroSection),
  'sections.feature-grid': defineSection(featureGridSchema, FeatureGridSection),
  'sections.steps': defineSection(stepsSchema, StepsSection),
  'sections.stats': defineSection(statsSchema, StatsSection),
  'sections.logo-strip': defineSection(logoStripSchema, LogoStripSection),
  'sections.testimonials': defineSection(testimonialsSchema, TestimonialsSection),
  'sections.plans': defineSection(plansSchema, PlansSection),
  'sections.faq': defineSection(faqSchema, FaqSection),
  'sections.comparison-table': defineSection(comparisonTableSchema, ComparisonTableSection),
  'sections.cta-band': defineSection(ctaBandSchema, CtaBandSection),
  'sections.rich-text': defineSection(richTextSchema, RichTextSection),
  'sections.media-text': defineSection(mediaTextSchema, MediaTextSection),
  'sections.entry-list': defineSection(entryListSchema, EntryListSection),
  'sections.product-screen': defineSection(productScreenSchema, ProductScreenSection),
} satisfies Record<string, SectionRenderer>;

export type SectionType = keyof typeof sectionRegistry;

export function isSectionType(type: string): type is SectionType {
  return Object.hasOwn(sectionRegistry, type);
}
