import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

type SectionShellProps = {
  id: string;
  heading: string;
  eyebrow?: string | null;
  lead?: string | null;
  /** `center` for showcase sections (stats, logos, calls to action), `start` for reading sections. */
  align?: 'start' | 'center';
  className?: string;
  children?: ReactNode;
};

/** A page section: its `<h2>` names the region for screen readers; eyebrow and lead around it. */
export function SectionShell({
  id,
  heading,
  eyebrow,
  lead,
  align = 'start',
  className,
  children,
}: SectionShellProps) {
  return (
    <section aria-labelledby={id} className={cn('py-12 sm:py-16', className)}>
      <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-link uppercase">{eyebrow}</p>}
        <h2 id={id} className="mt-2 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {heading}
        </h2>
        {lead && <p className="mt-4 text-lg text-pretty text-fg-soft">{lead}</p>}
      </div>
      {children}
    </section>
  );
}
