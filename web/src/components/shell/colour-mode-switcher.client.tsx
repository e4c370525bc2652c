'use client';

import { useTheme } from 'next-themes';
import { useSyncExternalStore } from 'react';

type ColourModeSwitcherProps = { label: string; modes: Record<'system' | 'light' | 'dark', string> };

const noop = () => () => {};

/** Three radio buttons; the stored choice is only known in the browser, so none is checked before. */
export function ColourModeSwitcher({ label, modes }: ColourModeSwitcherProps) {
  const { theme, setTheme } = useTheme();
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
          className="cursor-pointer rounded px-2 py-1 text-fg-soft has-checked:bg-primary-soft has-checked:text-primary-strong has-focus-visible:outline-2 has-focus-visible:outline-primary"
        >
          <input
            type="radio"
            name="colour-mode"
            value={mode}
            checked={hydrated && theme === mode}
            onChange={() => setTheme(mode)}
            className="sr-only"
          />
          {modes[mode]}
        </label>
      ))}
    </fieldset>
  );
}
