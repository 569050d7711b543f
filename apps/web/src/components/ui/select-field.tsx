import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useValidationText } from '@/hooks/use-validation-text';
import type { ComponentProps, ReactNode, Ref } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface SelectOption<T extends string> {
  value: T;
  label: ReactNode;
  /** The option's language when it is written in another one (a language's own name). */
  lang?: string;
}

/**
 * A labelled choice from a list, as a Select in a FormField: the trigger carries the field's id
 * and aria wiring. Only the listed values are ever reported, so callers get their own type back.
 */
export function SelectField<T extends string>({
  value,
  onValueChange,
  options,
  placeholder,
  triggerRef,
  onBlur,
  testId,
  ...field
}: Omit<ComponentProps<typeof FormField>, 'children'> & {
  value: T | undefined;
  onValueChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  placeholder?: string;
  /** For a form library that focuses the field with an error. */
  triggerRef?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
  testId?: string;
}) {
  return (
    <FormField {...field}>
      {(control) => (
        <Select
          value={value}
          onValueChange={(next) => {
            const option = options.find((candidate) => candidate.value === next);
            if (option) onValueChange(option.value);
          }}
        >
          {/* May shrink below its option's width: a long option ends in an ellipsis on a phone, the form stays on screen. */}
          <SelectTrigger {...control} ref={triggerRef} onBlur={onBlur} className="w-full min-w-0" data-testid={testId}>
            <SelectValue placeholder={placeholder}>
              {options.find((option) => option.value === value)?.label}
            </SelectValue>
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value} lang={option.lang}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}

/**
 * A SelectField bound to one field of a react-hook-form form: its value, its focus target for
 * errors and its validation message (a catalog key, translated here). `onChosen` hears of a
 * choice after the form has it.
 */
export function FormSelectField<TValues extends FieldValues, T extends string>({
  control,
  name,
  onChosen,
  ...field
}: Omit<ComponentProps<typeof SelectField<T>>, 'value' | 'onValueChange' | 'triggerRef' | 'onBlur' | 'error'> & {
  // The form's output type is left open: only its input values are read and written here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<TValues, any, any>;
  name: FieldPath<TValues>;
  onChosen?: (value: T) => void;
}) {
  const errorText = useValidationText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => (
        <SelectField<T>
          {...field}
          error={errorText(fieldState.error?.message)}
          value={input.value as T | undefined}
          onValueChange={(value) => {
            input.onChange(value);
            onChosen?.(value);
          }}
          triggerRef={input.ref}
          onBlur={input.onBlur}
        />
      )}
    />
  );
}
