/**
 * The site's reading of the CMS, checked against Strapi's own schema files at compile time: every field a
 * zod schema here or in `src/sections` reads must be an attribute of the content type or component it
 * reads it from. Renaming a field in Strapi without changing the site fails `tsc` (and so `npm test`)
 * with `Type '"oldName"' does not satisfy the constraint 'never'`. Types only: nothing of this reaches a
 * bundle. What types cannot see (a field's type or optionality) is left to zod at run time.
 */
import type { z } from 'zod';

import type blogPostJson from '../../../../cms/src/api/blog-post/content-types/blog-post/schema.json';
import type demoJson from '../../../../cms/src/api/demo/content-types/demo/schema.json';
import type eventJson from '../../../../cms/src/api/event/content-types/event/schema.json';
import type howToGuideJson from '../../../../cms/src/api/how-to-guide/content-types/how-to-guide/schema.json';
import type hubJson from '../../../../cms/src/api/hub/content-types/hub/schema.json';
import type pageJson from '../../../../cms/src/api/page/content-types/page/schema.json';
import type redirectRuleJson from '../../../../cms/src/api/redirect-rule/content-types/redirect-rule/schema.json';
import type websiteConfigJson from '../../../../cms/src/api/website-config/content-types/website-config/schema.json';
import type comparisonRowJson from '../../../../cms/src/components/elements/comparison-row.json';
import type faqItemJson from '../../../../cms/src/components/elements/faq-item.json';
import type featureJson from '../../../../cms/src/components/elements/feature.json';
import type linkJson from '../../../../cms/src/components/elements/link.json';
import type logoJson from '../../../../cms/src/components/elements/logo.json';
import type planJson from '../../../../cms/src/components/elements/plan.json';
import type statJson from '../../../../cms/src/components/elements/stat.json';
import type stepJson from '../../../../cms/src/components/elements/step.json';
import type testimonialJson from '../../../../cms/src/components/elements/testimonial.json';
import type eventHostJson from '../../../../cms/src/components/event/host.json';
import type ticketTierJson from '../../../../cms/src/components/event/ticket-tier.json';
import type comparisonTableJson from '../../../../cms/src/components/sections/comparison-table.json';
import type ctaBandJson from '../../../../cms/src/components/sections/cta-band.json';
import type entryListJson from '../../../../cms/src/components/sections/entry-list.json';
import type faqJson from '../../../../cms/src/components/sections/faq.json';
import type featureGridJson from '../../../../cms/src/components/sections/feature-grid.json';
import type heroJson from '../../../../cms/src/components/sections/hero.json';
import type logoStripJson from '../../../../cms/src/components/sections/logo-strip.json';
import type mediaTextJson from '../../../../cms/src/components/sections/media-text.json';
import type plansJson from '../../../../cms/src/components/sections/plans.json';
import type productScreenJson from '../../../../cms/src/components/sections/product-screen.json';
import type richTextJson from '../../../../cms/src/components/sections/rich-text.json';
import type statsJson from '../../../../cms/src/components/sections/stats.json';
import type stepsJson from '../../../../cms/src/components/sections/steps.json';
import type testimonialsJson from '../../../../cms/src/components/sections/testimonials.json';
import type analyticJson from '../../../../cms/src/components/shared/analytic.json';
import type socialLinkJson from '../../../../cms/src/components/shared/social-link.json';
import type { comparisonTableSchema } from '@/sections/comparison-table/schema';
import type { ctaBandSchema } from '@/sections/cta-band/schema';
import type { entryListSchema } from '@/sections/entry-list/schema';
import type { faqSchema } from '@/sections/faq/schema';
import type { featureGridSchema } from '@/sections/feature-grid/schema';
import type { heroSchema } from '@/sections/hero/schema';
import type { logoStripSchema } from '@/sections/logo-strip/schema';
import type { mediaTextSchema } from '@/sections/media-text/schema';
import type { plansSchema } from '@/sections/plans/schema';
import type { productScreenSchema } from '@/sections/product-screen/schema';
import type { SectionType } from '@/sections/registry';
import type { richTextSchema } from '@/sections/rich-text/schema';
import type { statsSchema } from '@/sections/stats/schema';
import type { stepsSchema } from '@/sections/steps/schema';
import type { testimonialsSchema } from '@/sections/testimonials/schema';

import type * as raw from './schemas';

/** The attribute names of a Strapi schema file. */
type Attributes<Json> = Json extends { attributes: infer A } ? Extract<keyof A, string> : never;

/** The `z.object` inside optional, nullable, catch, default, array and transform wrappers. */
type ObjectOf<Schema> = Schema extends z.ZodObject
  ? Schema
  : Schema extends
        | z.ZodOptional<infer Inner>
        | z.ZodNullable<infer Inner>
        | z.ZodCatch<infer Inner>
        | z.ZodDefault<infer Inner>
        | z.ZodArray<infer Inner>
        | z.ZodPipe<infer Inner, z.ZodType>
    ? ObjectOf<Inner>
    : never;

type Keys<Schema> = ObjectOf<Schema> extends z.ZodObject<infer Shape> ? Extract<keyof Shape, string> : never;
type FieldOf<Schema, Key extends string> =
  ObjectOf<Schema> extends z.ZodObject<infer Shape> ? (Key extends keyof Shape ? Shape[Key] : never) : never;

/** What Strapi's REST answers carry beyond a schema's attributes. */
type EntryExtras =
  | 'id'
  | 'documentId'
  | 'locale'
  | 'localizations'
  | 'createdAt'
  | 'updatedAt'
  | 'publishedAt';
type ComponentExtras = 'id' | '__component';

/** The fields the site reads that the CMS does not have: must be `never`. */
type Unknown<Schema, Json, Extras extends string = EntryExtras> = Exclude<
  Keys<Schema>,
  Attributes<Json> | Extras
>;
type None<T extends never> = T;

export type ContentTypesMatch = [
  None<Unknown<typeof raw.rawBlogPost, typeof blogPostJson>>,
  None<Unknown<typeof raw.rawHowToGuide, typeof howToGuideJson>>,
  None<Unknown<typeof raw.rawHub, typeof hubJson>>,
  None<Unknown<typeof raw.rawEvent, typeof eventJson>>,
  None<Unknown<FieldOf<typeof raw.rawEvent, 'tickets'>, typeof ticketTierJson, ComponentExtras>>,
  None<Unknown<FieldOf<typeof raw.rawEvent, 'hub'>, typeof hubJson>>,
  None<Unknown<FieldOf<typeof raw.rawEvent, 'hosts'>, typeof eventHostJson, ComponentExtras>>,
  None<Unknown<typeof raw.rawDemo, typeof demoJson>>,
  None<Unknown<typeof raw.rawPage, typeof pageJson>>,
  None<Unknown<typeof raw.rawWebsiteConfig, typeof websiteConfigJson>>,
  None<Unknown<FieldOf<typeof raw.rawWebsiteConfig, 'analytic'>, typeof analyticJson, ComponentExtras>>,
  None<Unknown<FieldOf<typeof raw.rawWebsiteConfig, 'socialLinks'>, typeof socialLinkJson, ComponentExtras>>,
  None<Unknown<typeof raw.rawRedirectRule, typeof redirectRuleJson>>,
];

/** Each section the site renders, with the CMS component it reads. */
type SectionPairs = {
  'sections.hero': [typeof heroSchema, typeof heroJson];
  'sections.feature-grid': [typeof featureGridSchema, typeof featureGridJson];
  'sections.steps': [typeof stepsSchema, typeof stepsJson];
  'sections.stats': [typeof statsSchema, typeof statsJson];
  'sections.logo-strip': [typeof logoStripSchema, typeof logoStripJson];
  'sections.testimonials': [typeof testimonialsSchema, typeof testimonialsJson];
  'sections.plans': [typeof plansSchema, typeof plansJson];
  'sections.faq': [typeof faqSchema, typeof faqJson];
  'sections.comparison-table': [typeof comparisonTableSchema, typeof comparisonTableJson];
  'sections.cta-band': [typeof ctaBandSchema, typeof ctaBandJson];
  'sections.rich-text': [typeof richTextSchema, typeof richTextJson];
  'sections.media-text': [typeof mediaTextSchema, typeof mediaTextJson];
  'sections.entry-list': [typeof entryListSchema, typeof entryListJson];
  'sections.product-screen': [typeof productScreenSchema, typeof productScreenJson];
};

/** A section added to the registry without its pair here fails too. */
export type EverySectionPaired = None<Exclude<SectionType, keyof SectionPairs>>;

export type SectionsMatch = None<
  {
    [Type in keyof SectionPairs]: Unknown<SectionPairs[Type][0], SectionPairs[Type][1], ComponentExtras>;
  }[keyof SectionPairs]
>;

export type SectionPartsMatch = [
  None<Unknown<FieldOf<typeof heroSchema, 'primaryCta'>, typeof linkJson, ComponentExtras>>,
  None<Unknown<FieldOf<typeof heroSchema, 'secondaryCta'>, typeof linkJson, ComponentExtras>>,
  None<Unknown<FieldOf<typeof ctaBandSchema, 'primaryCta'>, typeof linkJson, ComponentExtras>>,
  None<Unknown<FieldOf<typeof mediaTextSchema, 'cta'>, typeof linkJson, ComponentExtras>>,
  None<Unknown<FieldOf<typeof entryListSchema, 'link'>, typeof linkJson, ComponentExtras>>,
  None<Unknown<FieldOf<typeof productScreenSchema, 'cta'>, typeof linkJson, ComponentExtras>>,
  None<Unknown<FieldOf<typeof featureGridSchema, 'features'>, typeof featureJson, ComponentExtras>>,
  None<Unknown<FieldOf<typeof stepsSchema, 'steps'>, typeof stepJson, ComponentExtras>>,
  None<Unknown<FieldOf<typeof statsSchema, 'stats'>, typeof statJson, ComponentExtras>>,
  None<Unknown<FieldOf<typeof logoStripSchema, 'logos'>, typeof logoJson, ComponentExtras>>,
  None<Unknown<FieldOf<typeof testimonialsSchema, 'testimonials'>, typeof testimonialJson, ComponentExtras>>,
  None<Unknown<FieldOf<typeof plansSchema, 'plans'>, typeof planJson, ComponentExtras>>,
  None<Unknown<FieldOf<FieldOf<typeof plansSchema, 'plans'>, 'cta'>, typeof linkJson, ComponentExtras>>,
  None<Unknown<FieldOf<typeof faqSchema, 'items'>, typeof faqItemJson, ComponentExtras>>,
  None<Unknown<FieldOf<typeof comparisonTableSchema, 'rows'>, typeof comparisonRowJson, ComponentExtras>>,
];
