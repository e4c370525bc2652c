'use client';

import { ThemeProvider as NextThemes, type ThemeProviderProps } from 'next-themes';
import type { ComponentType, ReactNode } from 'react';

// next-themes resolves the hoisted React 18 types of the CMS workspace; its props are the same in 19.
const Provider = NextThemes as unknown as ComponentType<
  Omit<ThemeProviderProps, 'children'> & { children: ReactNode }
>;

/**
 * Colour mode: system, light or dark, kept in localStorage; set before paint, so nothing flashes. The
 * switcher turns transitions off for a change itself (colour-mode-switcher.client.tsx).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <Provider attribute="class" defaultTheme="system" enableSystem storageKey="color-mode">
      {children}
    </Provider>
  );
}
