import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

const badgeVariants = cva('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium', {
  variants: {
    tone: {
      primary: 'bg-primary-soft text-primary-strong',
      neutral: 'bg-surface-muted text-fg-soft',
      success: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
    },
  },
  defaultVariants: { tone: 'primary' },
});

type BadgeProps = VariantProps<typeof badgeVariants> & { children: ReactNode; className?: string };

export function Badge({ tone, className, children }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone }), className)}>{children}</span>;
}
