import { FieldError, fieldControlProps, FieldScope, useFieldState } from '@/components/ui/form-field';
import { useValidationText } from '@/hooks/use-validation-text';
import { cn } from '@/lib/utils';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { SETUP_ERROR, type SetupForm } from '../utils/setup-form';

/** One of the form's choices among a few options, as native radios in a fieldset, each with an optional line under it. */
export function SetupRadioCards<T extends string | number>({
  form,
  name,
  legend,
  options,
  onChosen,
  columns,
  testId,
}: {
  form: SetupForm;
  name: 'businessType' | 'horizonMonths' | 'difficulty';
  legend: string;
  options: readonly { value: T; label: string; description?: ReactNode }[];
  /** Hears of a choice after the form has it. */
  onChosen?: (value: T) => void;
  columns: string;
  testId: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <RadioCardsGroup
          legend={legend}
          name={field.name}
          options={options}
          value={field.value as T | undefined}
          onChange={(value) => {
            field.onChange(value);
            onChosen?.(value);
          }}
          error={fieldState.error?.message}
          columns={columns}
          testId={testId}
        />
      )}
    />
  );
}

export function RadioCardsGroup<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  columns,
  testId,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string; description?: ReactNode }[];
  value: T | undefined;
  onChange: (value: T) => void;
  /** A catalog key (`validation.*` of common). */
  error: string | undefined;
  columns: string;
  testId: string;
}) {
  const field = useFieldState({ error: useValidationText()(error) });
  return (
    <FieldScope value={field}>
      <fieldset
        className="grid gap-2"
        aria-describedby={fieldControlProps(field)['aria-describedby']}
        data-testid={testId}
      >
        <legend className="mb-2 text-sm font-medium">{legend}</legend>
        <div className={cn('grid gap-2', columns)}>
          {options.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent/50',
                'has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2 has-focus-visible:ring-offset-background',
              )}
            >
              <input
                type="radio"
                name={name}
                value={String(option.value)}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className="mt-0.5 size-4 shrink-0 accent-primary outline-hidden"
                aria-invalid={field.error ? true : undefined}
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{option.label}</span>
                {option.description && <span className="text-muted-foreground">{option.description}</span>}
              </span>
            </label>
          ))}
        </div>
        <FieldError {...SETUP_ERROR} />
      </fieldset>
    </FieldScope>
  );
}
