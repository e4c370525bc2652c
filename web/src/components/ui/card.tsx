import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

/** A bordered surface for grid items (features, plans, quotes, entries). */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('rounded-2xl border border-line bg-surface p-6 shadow-xs', className)} {...props} />
  );
}
