'use client';

import { type CSSProperties, useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';

import { toasterDemand } from '@/lib/toast';

// lib/toast.ts loads sonner through this module, so the toaster and `toast` come in one chunk.
export { toast } from 'sonner';

/** The one toaster (SPEC 9): top-center, 4 s, 3 visible, gap 14, offset 32, Alt+T, 356 px wide. */
export function SonnerToaster({ label }: { label: string }) {
  // Runs after Sonner's own effects, so it is listening when the first toast is sent.
  useEffect(() => toasterDemand.mounted(), []);
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
