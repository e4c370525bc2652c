import { type BelongIconName, belongIcons } from '@/lib/icons/collection';

type IconProps = { name: BelongIconName; className?: string; label?: string };

/** An icon of the `belong` collection, inline in the server HTML: no request, no network, no script. */
export function Icon({ name, className = 'size-6', label }: IconProps) {
  const icon = belongIcons.icons[name]!;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${belongIcons.width} ${belongIcons.height}`}
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      // The body comes from the repository's own SVG files, never from visitors or the CMS.
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
}
