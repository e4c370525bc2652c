import {
  type BelongIconName,
  type BrandIconName,
  belongIcons,
  brandIcons,
  type IconifyCollection,
} from '@/lib/icons/collection';

type IconStyle = { className?: string; label?: string };

/** An icon inline in the server HTML: no request, no network, no script. */
function InlineIcon({
  collection,
  name,
  className = 'size-6',
  label,
}: IconStyle & {
  collection: IconifyCollection;
  name: string;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${collection.width} ${collection.height}`}
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      // The body comes from the repository's own icon files, never from visitors or the CMS.
      dangerouslySetInnerHTML={{ __html: collection.icons[name]!.body }}
    />
  );
}

/** An icon of the site's `belong` collection. */
export function Icon({ name, ...style }: IconStyle & { name: BelongIconName }) {
  return <InlineIcon collection={belongIcons} name={name} {...style} />;
}

/** A social brand's logo. */
export function BrandIcon({ brand, ...style }: IconStyle & { brand: BrandIconName }) {
  return <InlineIcon collection={brandIcons} name={brand} {...style} />;
}
