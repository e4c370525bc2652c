'use client';

import { useTheme } from 'next-themes';
import { type ReactNode, useId, useSyncExternalStore } from 'react';

type ColourModeSwitcherProps = { label: string; modes: Record<'system' | 'light' | 'dark', string> };

const noop = () => () => {};

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const icons: Record<keyof ColourModeSwitcherProps['modes'], ReactNode> = {
  system: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" {...stroke} />
      <path d="M8 20h8M12 16v4" {...stroke} />
    </>
  ),
  light: (
    <>
      <circle cx="12" cy="12" r="4" {...stroke} />
      <path
        d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
        {...stroke}
      />
    </>
  ),
  dark: <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" {...stroke} />,
};

/**
 * Runs a colour-mode change with transitions off until the new colours are drawn, so every element
 * switches at once rather than each at its own pace. (next-themes' `disableTransitionOnChange` does the
 * same on every application of the mode, hydration included, where it costs two full style passes.)
 */
function withoutTransitions(change: () => void) {
  const style = document.createElement('style');
  style.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.append(style);
  change();
  // next-themes sets the class in an effect after this render: two frames later it has been drawn.
  requestAnimationFrame(() => requestAnimationFrame(() => style.remove()));
}

/**
 * Three radio buttons drawn as icons (each named for screen readers); the stored choice is only known
 * in the browser, so none is checked before hydration. The header and the phone menu each hold one.
 */
export function ColourModeSwitcher({ label, modes }: ColourModeSwitcherProps) {
  const { theme, setTheme } = useTheme();
  const name = useId();
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  return (
    <fieldset className="flex items-center gap-1 rounded-md border border-line p-0.5 text-sm">
      <legend className="sr-only">{label}</legend>
      {(Object.keys(modes) as (keyof typeof modes)[]).map((mode) => (
        <label
          key={mode}
          title={modes[mode]}
          className="flex cursor-pointer items-center rounded p-1.5 text-fg-soft has-checked:bg-primary-soft has-checked:text-primary-strong has-focus-visible:outline-2 has-focus-visible:outline-primary"
        >
          <input
            type="radio"
            name={name}
            value={mode}
            checked={hydrated && theme === mode}
            onChange={() => withoutTransitions(() => setTheme(mode))}
            className="sr-only"
          />
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
            {icons[mode]}
          </svg>
          <span className="sr-only">{modes[mode]}</span>
        </label>
      ))}
    </fieldset>
  );
}
