import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { Minus, Plus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The message under a field: a catalog key with its namespace (`common:validation.outOfRange`). */
function FieldMessages({
  hintId,
  hint,
  errorId,
  error,
}: {
  hintId: string;
  hint?: ReactNode;
  errorId: string;
  error?: string;
}) {
  const { t } = useTranslation(['simulationMonth', 'common']);
  return (
    <>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-destructive" data-testid="field-error">
          {t(error)}
        </p>
      )}
    </>
  );
}

const describedBy = (ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** An amount in the simulation's currency, typed in the user's number format. */
export function MoneyField({
  name,
  label,
  value,
  onChange,
  currencySymbol,
  hint,
  error,
  disabled,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  currencySymbol: string;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
        >
          {currencySymbol}
        </span>
        <Input
          id={id}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          className={cn('tabular text-right', currencySymbol.length > 1 ? 'pl-10' : 'pl-8')}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy([hint !== undefined && `${id}-hint`, error && `${id}-error`])}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <FieldMessages hintId={`${id}-hint`} hint={hint} errorId={`${id}-error`} error={error} />
    </div>
  );
}

/** A whole number, with − and + buttons when a step of one means something (hires and dismissals). */
export function StepperField({
  name,
  label,
  value,
  onChange,
  min,
  max,
  hint,
  error,
  decreaseLabel,
  increaseLabel,
  signed = false,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  hint?: ReactNode;
  error?: string;
  /** The − and + buttons' names; without them the field is a plain whole-number input. */
  decreaseLabel?: string;
  increaseLabel?: string;
  /** Writes positive values with their sign ('+2'): hires read as additions. */
  signed?: boolean;
}) {
  const id = useId();
  const current = Number.parseInt(value.replace('−', '-'), 10);
  const step = (by: number) => {
    const base = Number.isFinite(current) ? current : 0;
    const next = Math.min(max, Math.max(min, base + by));
    onChange(signed && next > 0 ? `+${next}` : String(next));
  };
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        {decreaseLabel && (
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={decreaseLabel}
            aria-controls={id}
            disabled={Number.isFinite(current) && current <= min}
            onClick={() => step(-1)}
          >
            <Minus aria-hidden="true" />
          </Button>
        )}
        <Input
          id={id}
          name={name}
          inputMode="numeric"
          autoComplete="off"
          className={cn('tabular text-center', decreaseLabel ? 'w-24' : 'w-36')}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy([hint !== undefined && `${id}-hint`, error && `${id}-error`])}
          onChange={(event) => onChange(event.target.value)}
        />
        {increaseLabel && (
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={increaseLabel}
            aria-controls={id}
            disabled={Number.isFinite(current) && current >= max}
            onClick={() => step(1)}
          >
            <Plus aria-hidden="true" />
          </Button>
        )}
      </div>
      <FieldMessages hintId={`${id}-hint`} hint={hint} errorId={`${id}-error`} error={error} />
    </div>
  );
}

/** A small set of native radio buttons in a fieldset: arrow keys move between them. */
export function RadioCards<V extends string>({
  name,
  legend,
  description,
  options,
  value,
  onChange,
  error,
  required,
}: {
  name: string;
  legend: ReactNode;
  description?: ReactNode;
  options: readonly { value: V; label: string; description?: string; disabled?: boolean }[];
  value: V | null;
  onChange: (value: V) => void;
  error?: string;
  required?: boolean;
}) {
  const { t } = useTranslation(['simulationMonth', 'common']);
  const id = useId();
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={describedBy([description !== undefined && `${id}-description`, error && `${id}-error`])}
      aria-invalid={error ? true : undefined}
      data-testid={`radio-${name}`}
    >
      <legend className="text-sm font-medium">{legend}</legend>
      {description && (
        <div id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </div>
      )}
      <div className="grid gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm transition-colors has-checked:border-primary has-checked:bg-accent has-focus-visible:ring-2 has-focus-visible:ring-ring',
              option.disabled && 'cursor-not-allowed opacity-50',
            )}
          >
            <input
              type="radio"
              name={`${id}-${name}`}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              required={required}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-4 accent-primary focus-visible:outline-none"
            />
            <span className="space-y-0.5">
              <span className="block font-medium">{option.label}</span>
              {option.description && <span className="block text-xs text-muted-foreground">{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive" data-testid="field-error">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
