'use client';

import { useEffect, useRef } from 'react';

import { usePathname } from '@/i18n/navigation';

/**
 * The header's menus are `<details>` (they open without JavaScript); the header stays mounted across
 * client navigations, so an open menu is closed here once the new page is shown.
 */
export function CloseMenusOnNavigate() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  useEffect(() => {
    // Only a change of page: a menu opened before the page hydrated stays open.
    if (shown.current === pathname) return;
    shown.current = pathname;
    for (const menu of document.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]')) {
      menu.open = false;
    }
  }, [pathname]);
  return null;
}
