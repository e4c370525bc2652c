'use client';

import { Icon as IconifyIcon } from '@iconify/react';

import { configureIconify } from '@/lib/icons/iconify-setup';

configureIconify();

type RemoteIconProps = { icon: `${string}:${string}`; className?: string; label?: string };

/**
 * An icon loaded in the browser: `belong:*` from the site, any other Iconify collection from the public
 * API. Until it arrives (or when it cannot), a box of the same size keeps the layout still; pass a
 * `label` only when the icon carries meaning on its own. Server-rendered pages use `Icon` instead.
 */
export function RemoteIcon({ icon, className = 'size-6', label }: RemoteIconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <IconifyIcon
      icon={icon}
      className={className}
      data-icon={icon}
      {...a11y}
      fallback={<span className={`inline-block ${className}`} data-icon={icon} {...a11y} />}
    />
  );
}
