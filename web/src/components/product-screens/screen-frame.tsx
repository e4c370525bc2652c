import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import type { FrameName } from './names';
import { sampleHost } from './sample';

type ScreenFrameProps = {
  frame: FrameName;
  /** One translated sentence: what the picture shows. Screen readers get it instead of the fake interface. */
  label: string;
  /** What the address bar shows in the desktop frame. */
  path: string;
  children: ReactNode;
  className?: string;
};

/**
 * A phone or a browser window drawn in CSS around a product screen. The whole frame is one image to
 * assistive technology (`role="img"` with its label); nothing inside is focusable or clickable. It sizes
 * to its content, so nothing moves when the page loads.
 */
export function ScreenFrame({ frame, label, path, children, className }: ScreenFrameProps) {
  if (frame === 'phone') {
    return (
      <div
        role="img"
        aria-label={label}
        data-product-screen=""
        data-frame="phone"
        className={cn(
          'mx-auto w-full max-w-[19rem] rounded-[2.5rem] bg-neutral-900 p-2.5 shadow-xl ring-1 ring-black/10 select-none dark:bg-neutral-800 dark:ring-white/10',
          className,
        )}
      >
        <div className="@container overflow-hidden rounded-[2rem] bg-surface text-fg">
          <div aria-hidden="true" className="flex justify-center pt-2 pb-1">
            <span className="h-1.5 w-16 rounded-full bg-neutral-900 dark:bg-neutral-700" />
          </div>
          <div className="px-3.5 pb-5">{children}</div>
        </div>
      </div>
    );
  }
  return (
    <div
      role="img"
      aria-label={label}
      data-product-screen=""
      data-frame="desktop"
      className={cn(
        'mx-auto w-full max-w-2xl overflow-hidden rounded-xl border border-line bg-surface text-fg shadow-xl select-none',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="flex items-center gap-3 border-b border-line bg-surface-muted px-3 py-2"
      >
        <span className="flex gap-1.5">
          <span className="size-2.5 rounded-full bg-red-400" />
          <span className="size-2.5 rounded-full bg-amber-400" />
          <span className="size-2.5 rounded-full bg-emerald-400" />
        </span>
        <span className="min-w-0 flex-1 truncate rounded-md bg-surface px-3 py-0.5 text-xs text-fg-soft">
          {sampleHost}
          {path}
        </span>
      </div>
      <div className="@container p-4 sm:p-5">{children}</div>
    </div>
  );
}
