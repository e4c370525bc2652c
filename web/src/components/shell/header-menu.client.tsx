'use client';

import { type JSX, useEffect, useRef, useSyncExternalStore } from 'react';

import { usePathname } from '@/i18n/navigation';

const menuSelector = 'details[data-menu]';
const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), summary, [tabindex]:not([tabindex="-1"])';

function openMenu(): HTMLDetailsElement | null {
  return document.querySelector<HTMLDetailsElement>(`${menuSelector}[open]`);
}

/** True when the menu shows as a sheet (its button is shown), false when it stands in the bar. */
function isSheet(menu: HTMLDetailsElement): boolean {
  return menu.querySelector('summary')?.checkVisibility() ?? false;
}

function closeMenu(menu: HTMLDetailsElement) {
  menu.open = false;
  menu.querySelector('summary')?.focus();
}

/**
 * What the header's `<details>` menus cannot do alone: Escape closes an open sheet or dropdown, focus
 * stays in the open sheet (Tab from its last item returns to the menu button), a click outside closes a
 * dropdown, and every menu closes once a client navigation has shown the new page (the header stays
 * mounted). Opening, the scrim and the scroll lock work without it.
 */
export function HeaderMenuBehaviour() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  useEffect(() => {
    // Only a change of page: a menu opened before the page hydrated stays open.
    if (shown.current === pathname) return;
    shown.current = pathname;
    for (const menu of document.querySelectorAll<HTMLDetailsElement>('header details[open]'))
      menu.open = false;
  }, [pathname]);

  useEffect(() => {
    let backwards = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') backwards = event.shiftKey;
      if (event.key !== 'Escape') return;
      const menu = openMenu();
      const group = document.querySelector<HTMLDetailsElement>('details[data-nav-group][open]');
      if (menu && isSheet(menu)) closeMenu(menu);
      else if (group?.querySelector('summary')?.checkVisibility()) closeMenu(group);
    };
    // Focus that leaves the open sheet (Tab past its last item, Shift+Tab before its button) wraps round.
    const onFocusIn = (event: FocusEvent) => {
      const menu = openMenu();
      if (!menu || !isSheet(menu) || menu.contains(event.target as Node)) return;
      const items = [...menu.querySelectorAll<HTMLElement>(focusable)].filter(
        (item) =>
          item.checkVisibility({ visibilityProperty: true }) &&
          // A radio group is one stop: its checked radio.
          !(item instanceof HTMLInputElement && item.type === 'radio' && !item.checked),
      );
      (backwards ? items.at(-1) : items[0])?.focus();
    };
    const onClick = (event: MouseEvent) => {
      for (const group of document.querySelectorAll<HTMLDetailsElement>('details[data-nav-group][open]')) {
        if (!group.contains(event.target as Node)) group.open = false;
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('click', onClick);
    };
  }, []);
  return null;
}

const noChange = () => () => {};

/** The sheet's close button: shown once JavaScript runs (without it, the menu button closes the sheet). */
export function MenuCloseButton({ label, icon }: { label: string; icon: JSX.Element }) {
  const hydrated = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <button
      type="button"
      data-menu-close
      aria-label={label}
      onClick={(event) => {
        const menu = event.currentTarget.closest<HTMLDetailsElement>(menuSelector);
        if (menu) closeMenu(menu);
      }}
      className="flex size-10 items-center justify-center rounded-md text-fg-soft hover:bg-primary-soft hover:text-link"
    >
      {icon}
    </button>
  );
}
