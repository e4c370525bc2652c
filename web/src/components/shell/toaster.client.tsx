'use client';

import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

/** The one toaster (SPEC 9): top-center, 4 s, 3 visible, gap 14, offset 32, Alt+T, 356 px wide. */
export function Toaster({ label }: { label: string }) {
  return (
    <Sonner
      position="top-center"
      duration={4000}
      visibleToasts={3}
      gap={14}
      offset={32}
      hotkey={['altKey', 'KeyT']}
      containerAriaLabel={label}
      closeButton
      style={{ '--width': '356px' } as CSSProperties}
    />
  );
}
