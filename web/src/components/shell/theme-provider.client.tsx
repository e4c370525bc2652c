'use client';

import { ThemeProvider as NextThemes, type ThemeProviderProps } from 'next-themes';
import type { ComponentType, ReactNode } from 'react';

import { colourMode, colourModeScript } from '../../../server/theme-script.mjs';

// next-themes resolves the hoisted React 18 types of the CMS workspace; its props are the same in 19.
const Provider = NextThemes as unknown as ComponentType<
  Omit<ThemeProviderProps, 'children'> & { children: ReactNode }
>;

// next-themes' own pre-paint script is a function the build minifies anew on each change, so the
// production server could not know its text: it stays in the page as an inert data block, and the
// site's script (server/theme-script.mjs, a fixed string the server vouches for) does its work.
const inert = { type: 'application/json' };

/**
 * Colour mode: system, light or dark, kept in localStorage; set before paint, so nothing flashes. The
 * switcher turns transitions off for a change itself (colour-mode-switcher.client.tsx).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <Provider {...colourMode} scriptProps={inert}>
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: colourModeScript }} />
      {children}
    </Provider>
  );
}
