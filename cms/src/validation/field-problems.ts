import type { Core, UID } from '@strapi/strapi';

import { fieldRules } from './field-rules';
import { markdownProblem, type SiteFacts } from './markdown-links';

/** What an editor must change: the field (as the admin names it: `sections.0.primaryCta.href`) and why. */
export type FieldProblem = { path: (string | number)[]; message: string };

type Attribute = { type: string; component?: string };
type Data = Record<string, unknown>;

const isData = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Facts for a check without the database: no demo exists. */
const noDemos: SiteFacts = { demoSlugs: new Set() };

/**
 * The rule breaks in the fields a save writes, components and dynamic zones included, each with its
 * path. Only the fields present are checked: a partial update leaves the others as they were. Every
 * Markdown field's links and images are checked too (`markdown-links.ts`), against `site`.
 */
export function fieldProblems(
  strapi: Core.Strapi,
  uid: string,
  data: unknown,
  site: SiteFacts = noDemos,
  path: (string | number)[] = [],
): FieldProblem[] {
  if (!isData(data)) return [];
  const attributes = (strapi.getModel(uid as UID.Schema)?.attributes ?? {}) as Record<string, Attribute>;
  const rules = fieldRules[uid] ?? {};
  const problems: FieldProblem[] = [];
  for (const [name, value] of Object.entries(data)) {
    const attribute = attributes[name];
    if (!attribute) continue;
    const message =
      rules[name]?.(value) ??
      (attribute.type === 'richtext' && typeof value === 'string' ? markdownProblem(value, site) : null);
    if (message) problems.push({ path: [...path, name], message });
    if (attribute.type === 'component' && attribute.component) {
      const items = Array.isArray(value) ? value : [value];
      items.forEach((item, index) => {
        const at = Array.isArray(value) ? [...path, name, index] : [...path, name];
        problems.push(...fieldProblems(strapi, attribute.component!, item, site, at));
      });
    }
    if (attribute.type === 'dynamiczone' && Array.isArray(value)) {
      value.forEach((item, index) => {
        if (isData(item) && typeof item.__component === 'string') {
          problems.push(...fieldProblems(strapi, item.__component, item, site, [...path, name, index]));
        }
      });
    }
  }
  return problems;
}
