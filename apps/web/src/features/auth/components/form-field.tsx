import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type * as React from 'react';

/** Ids of a field's hint and error, for `aria-describedby`; undefined when there is neither. */
export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The message under a field: read by screen readers through the field's `aria-describedby`. */
export function FieldError({ id, children }: { id: string; children?: string }) {
  if (!children) return null;
  return (
    <p id={`${id}-error`} className="text-sm font-medium text-destructive" data-testid={`${id}-error`}>
      {children}
    </p>
  );
}

/** A labelled text input with an optional hint and its validation message underneath. */
export function TextField({
  id,
  label,
  hint,
  error,
  ...inputProps
}: { id: string; label: string; hint?: string; error?: string } & Omit<React.ComponentProps<typeof Input>, 'id'>) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        {...inputProps}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}
