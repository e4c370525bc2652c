'use client';

import { type ReactNode, useState, useSyncExternalStore } from 'react';

import { usePathname } from '@/i18n/navigation';

const frame = 'flex flex-1 flex-col';
const fade = 'motion-safe:animate-[page-in_200ms_ease-out]';

const noop = () => () => {};

/**
 * React renders a frame with the server's value while it hydrates the document's page and with the
 * browser's when a client navigation mounts it, from whichever layout it came. Only the latter fades:
 * fading the first page would hold its largest paint back by the length of the fade. The first answer
 * is kept, so the re-render that follows hydration does not start a fade on a page already shown.
 */
function Frame({ children }: { children: ReactNode }) {
  const mountedByNavigation = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const [fades] = useState(mountedByNavigation);
  return <div className={fades ? `${frame} ${fade}` : frame}>{children}</div>;
}

/** Re-mounts its content per full path: a page reached by navigation fades in (not with reduced motion). */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return <Frame key={pathname}>{children}</Frame>;
}
