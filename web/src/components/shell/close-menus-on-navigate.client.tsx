'use client';

import { useEffect } from 'react';

import { usePathname } from '@/i18n/navigation';

/**
 * The header's menus are `<details>` (they open without JavaScript); the header stays mounted across
 * client navigations, so an open menu is closed here once the new page is shown.
 */
export function CloseMenusOnNavigate() {
  const pathname = usePathname();
  useEffect(() => {
    for (const menu of document.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]')) {
      menu.open = false;
    }
  }, [pathname]);
  return null;
}
