/** The slug shape the CMS enforces (cms schema `slug.regex`); anything else cannot exist. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isValidSlug(value: string): boolean {
  return value.length <= 120 && slugPattern.test(value);
}
