import type * as React from 'react';

import { cn } from '@/lib/utils';

/** A multi-line text field, styled like Input; it grows with its content in browsers that can (field-sizing). */
export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        // text-base below md keeps iOS Safari from zooming into the field on focus.
        'flex field-sizing-content min-h-20 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-hidden placeholder:text-muted-foreground md:text-sm dark:bg-input/30',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
