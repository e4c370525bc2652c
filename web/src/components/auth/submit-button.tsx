import type { ReactNode } from 'react';

import { buttonVariants } from '@/components/ui/button';

/** The form's one action; busy while the call runs, so a double click sends nothing twice. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" disabled={pending} aria-busy={pending} className={buttonVariants({ size: 'lg' })}>
      {children}
    </button>
  );
}
