import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
  {
    variants: {
      variant: {
        primary:
          'bg-primary-700 text-white hover:bg-primary-800 dark:bg-primary-400 dark:text-primary-950 dark:hover:bg-primary-300',
        secondary: 'border border-line bg-surface text-fg hover:border-primary hover:text-link',
        inverse: 'bg-white text-primary-800 hover:bg-primary-50',
        ghost: 'text-link underline-offset-4 hover:underline',
      },
      size: { md: 'px-4 py-2 text-sm', lg: 'px-5 py-3 text-base' },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

type ButtonLinkProps = VariantProps<typeof buttonVariants> & {
  href: string;
  // The link's own children type: next-intl's Link is typed against the React types the CMS hoists.
  children: ComponentProps<typeof Link>['children'];
  className?: string;
};

/** A link that looks like a button: site paths go through the locale-aware Link, https URLs leave the site. */
export function ButtonLink({ href, variant, size, className, children }: ButtonLinkProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (href.startsWith('/')) {
    return (
      <Link href={href} className={classes}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={classes} rel="noopener noreferrer" target="_blank">
      {children}
    </a>
  );
}
