import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

import { GetStartedLinks } from './get-started-links.client';

/**
 * The header's way in: "Get started" (registration) for a visitor, their account for one the session
 * hint says is signed in. Both links share one grid cell and the hidden one is only invisible, so the
 * box keeps the wider one's size and the swap after hydration moves nothing on the page. The server
 * HTML (the same for every visitor) shows "Get started"; without JavaScript it stays, and registration
 * sends a signed-in visitor on to the account.
 */
export function GetStarted({
  labels,
  size = 'md',
  className,
}: {
  labels: { start: string; account: string };
  size?: 'md' | 'lg';
  className?: string;
}) {
  return (
    <GetStartedLinks
      labels={labels}
      boxClass={cn('grid', className)}
      linkClass={cn(buttonVariants({ size }), 'col-start-1 row-start-1 whitespace-nowrap')}
    />
  );
}
