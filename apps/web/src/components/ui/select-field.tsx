import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { ComponentProps, ReactNode, Ref } from 'react';

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
          <SelectTrigger {...control} ref={triggerRef} onBlur={onBlur} className="w-full" data-testid={testId}>
            <SelectValue placeholder={placeholder} />
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
