/**
 * The slug shape the CMS enforces (each schema's `slug.regex`, checked equal by a unit test); anything
 * else cannot exist.
 */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isValidSlug(value: string): boolean {
  return value.length <= 120 && slugPattern.test(value);
}
