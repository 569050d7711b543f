import { Progress as ProgressPrimitive } from 'radix-ui';
import type * as React from 'react';

import { cn } from '@/lib/utils';

/** Keeps a progress value inside 0..max; a NaN (e.g. 0 of a 0 quota) counts as no progress. */
export function clampProgress(value: number, max: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(Math.max(value, 0), max);
}

export function Progress({
  className,
  value,
  max = 100,
  ...props
}: Omit<React.ComponentProps<typeof ProgressPrimitive.Root>, 'value'> & { value: number }) {
  // Radix treats an out-of-range value as "indeterminate" and drops aria-valuenow, so an
  // overshoot (e.g. 105 of 100 used) must be clamped before it reaches the primitive.
  const clamped = clampProgress(value, max);
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={clamped}
      max={max}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/20', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className="h-full bg-primary transition-[width] duration-200 ease-out"
        style={{ width: `${(clamped / max) * 100}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
