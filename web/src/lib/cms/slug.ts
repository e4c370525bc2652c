/**
 * The slug shape the CMS enforces at save (`@belong/shared/content-rules.json`, checked equal by a unit
 * test; written out here to keep the rules file out of browser bundles); anything else cannot exist.
 */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isValidSlug(value: string): boolean {
  return value.length <= 120 && slugPattern.test(value);
}
