import belong from '@/icons/belong.json';
import brands from '@/icons/brands.json';

export type IconifyCollection = {
  prefix: string;
  width: number;
  height: number;
  icons: Record<string, { body: string }>;
};

/** The site's own icon collection (SPEC 7: "belong"), built from src/icons/belong/*.svg. */
export const belongIcons: IconifyCollection = belong;

export type BelongIconName = keyof typeof belong.icons;

/** Social brands' logos from `simple-icons`, kept in the repo so no page asks a third party for them. */
export const brandIcons: IconifyCollection = brands;

export type BrandIconName = keyof typeof brands.icons;

const iconName = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The requested icons in Iconify JSON, with unknown names listed in `not_found`, as Iconify does. */
export function iconSubset(names: string[]): IconifyCollection & { not_found?: string[] } {
  const wanted = [...new Set(names)].filter((name) => iconName.test(name));
  const icons = Object.fromEntries(
    wanted.flatMap((name) => (belongIcons.icons[name] ? [[name, belongIcons.icons[name]]] : [])),
  );
  const missing = wanted.filter((name) => !belongIcons.icons[name]);
  return { ...belongIcons, icons, ...(missing.length > 0 ? { not_found: missing } : {}) };
}
