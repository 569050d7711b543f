import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';

import { cn } from '@/lib/utils';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden [&>svg]:pointer-events-none [&>svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground [a&]:hover:bg-primary/90',
        secondary: 'border-transparent bg-secondary text-secondary-foreground [a&]:hover:bg-secondary/90',
        destructive: 'border-transparent bg-destructive text-destructive-foreground [a&]:hover:bg-destructive/90',
        outline: 'text-foreground [a&]:hover:bg-accent [a&]:hover:text-accent-foreground',
        // Statuses are tinted rather than solid: no text colour reaches 4.5:1 on the solid
        // light-theme warning fill, and the three should read as one family. Their text mixes a
        // fifth of the foreground into the status colour, which keeps it at AA in both themes.
        success: 'border-success/30 bg-success/10 text-[color-mix(in_oklab,var(--success)_80%,var(--foreground))]',
        warning: 'border-warning/30 bg-warning/10 text-[color-mix(in_oklab,var(--warning)_80%,var(--foreground))]',
        info: 'border-info/30 bg-info/10 text-[color-mix(in_oklab,var(--info)_80%,var(--foreground))]',
      },
    },
    defaultVariants: {
      variant: 'default',
    },
  },
);

export function Badge({
  className,
  variant,
  asChild = false,
  ...props
}: React.ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & {
    /** Renders the single child (e.g. a link) with the badge's styles. */
    asChild?: boolean;
  }) {
  const Comp = asChild ? Slot.Root : 'span';
  return <Comp data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
