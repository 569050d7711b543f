import { Button } from '@/components/ui/button';
import {
  FieldError,
  type FieldControlProps,
  FieldHint,
  FieldScope,
  FormField,
  fieldControlProps,
  useFieldState,
} from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useValidationText, type ValidationMessage } from '@/hooks/use-validation-text';
import { cn } from '@/lib/utils';
import { Minus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';

// The decision panel is dense: its hints and messages are a size smaller than a form's.
const SMALL_HINT = { className: 'text-xs' };
const SMALL_ERROR = { className: 'text-xs' };

/** A field of the panel: its error is a catalog key with its namespace (`common:validation.outOfRange`). */
function DecisionField({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: ReactNode;
  error?: ValidationMessage;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const errorText = useValidationText();
  return (
    <FormField
      label={label}
      hint={hint}
      error={errorText(error)}
      className="gap-1.5"
      hintProps={SMALL_HINT}
      errorProps={SMALL_ERROR}
    >
      {children}
    </FormField>
  );
}

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
  error?: ValidationMessage;
  disabled?: boolean;
}) {
  return (
    <DecisionField label={label} hint={hint} error={error}>
      {(control) => (
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
          >
            {currencySymbol}
          </span>
          <Input
            {...control}
            name={name}
            inputMode="decimal"
            autoComplete="off"
            className={cn('tabular text-right', currencySymbol.length > 1 ? 'pl-10' : 'pl-8')}
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      )}
    </DecisionField>
  );
}

/** The − or + beside a whole number: named for what it does, and tied to the field it changes. */
function StepButton({
  label,
  controls,
  disabled,
  onClick,
  children,
}: {
  label: string;
  controls: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-label={label}
      aria-controls={controls}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
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
  error?: ValidationMessage;
  /** The − and + buttons' names; without them the field is a plain whole-number input. */
  decreaseLabel?: string;
  increaseLabel?: string;
  /** Writes positive values with their sign ('+2'): hires read as additions. */
  signed?: boolean;
}) {
  const current = Number.parseInt(value.replace('−', '-'), 10);
  const step = (by: number) => {
    const base = Number.isFinite(current) ? current : 0;
    const next = Math.min(max, Math.max(min, base + by));
    onChange(signed && next > 0 ? `+${next}` : String(next));
  };
  return (
    <DecisionField label={label} hint={hint} error={error}>
      {(control) => (
        <div className="flex items-center gap-2">
          {decreaseLabel && (
            <StepButton
              label={decreaseLabel}
              controls={control.id}
              disabled={Number.isFinite(current) && current <= min}
              onClick={() => step(-1)}
            >
              <Minus aria-hidden="true" />
            </StepButton>
          )}
          <Input
            {...control}
            name={name}
            inputMode="numeric"
            autoComplete="off"
            className={cn('tabular text-center', decreaseLabel ? 'w-24' : 'w-36')}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          {increaseLabel && (
            <StepButton
              label={increaseLabel}
              controls={control.id}
              disabled={Number.isFinite(current) && current >= max}
              onClick={() => step(1)}
            >
              <Plus aria-hidden="true" />
            </StepButton>
          )}
        </div>
      )}
    </DecisionField>
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
  /** A catalog key with its namespace (`simulationMonth:events.choiceRequired`). */
  error?: ValidationMessage;
  required?: boolean;
}) {
  const errorText = useValidationText();
  const field = useFieldState({ hint: description, error: errorText(error) });
  const { id, ...groupProps } = fieldControlProps(field);
  return (
    <FieldScope value={field}>
      <fieldset className="space-y-2" {...groupProps} data-testid={`radio-${name}`}>
        <legend className="text-sm font-medium">{legend}</legend>
        <FieldHint as="div" className="text-xs" />
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
                {option.description && (
                  <span className="block text-xs text-muted-foreground">{option.description}</span>
                )}
              </span>
            </label>
          ))}
        </div>
        <FieldError {...SMALL_ERROR} />
      </fieldset>
    </FieldScope>
  );
}
