'use client';

import type { ReactNode } from 'react';

import { usePathname } from '@/i18n/navigation';

/** Re-mounts its content per full path so each page fades in; no motion with prefers-reduced-motion. */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return (
    <div key={pathname} className="flex flex-1 flex-col motion-safe:animate-[page-in_200ms_ease-out]">
      {children}
    </div>
  );
}
