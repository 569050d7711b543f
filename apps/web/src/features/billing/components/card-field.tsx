import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type * as React from 'react';

/**
 * A labelled card input. Its hint and its error are tied to it through `aria-describedby`, so a
 * screen reader reads the problem when the field takes focus (the form focuses the first one).
 */
export function CardField({
  id,
  label,
  hint,
  error,
  ...inputProps
}: { id: string; label: string; hint?: React.ReactNode; error?: string } & Omit<
  React.ComponentProps<typeof Input>,
  'id'
>) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
