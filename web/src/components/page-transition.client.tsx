'use client';

import { type ReactNode, useEffect } from 'react';

import { usePathname } from '@/i18n/navigation';

// Set once the first page has mounted: only pages reached by client navigation fade in. Fading the
// first page too would hold its largest paint back by the length of the fade.
let navigated = false;

const frame = 'flex flex-1 flex-col';
const fade = 'motion-safe:animate-[page-in_200ms_ease-out]';

/** Re-mounts its content per full path so each page fades in; no motion with prefers-reduced-motion. */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  useEffect(() => {
    navigated = true;
  }, []);
  return (
    <div key={pathname} className={navigated ? `${frame} ${fade}` : frame}>
      {children}
    </div>
  );
}
