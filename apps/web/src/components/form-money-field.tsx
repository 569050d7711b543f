import { MoneyInput } from '@/components/money-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useValidationText } from '@/hooks/use-validation-text';
import type { Currency } from '@alavanca/domain/constants';
import type { NumberPreferences } from '@alavanca/domain/locale/format';
import type { ComponentProps } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * An amount of money bound to one field of a react-hook-form form, in a FormField: the value in
 * cents (null when emptied), its focus target for errors and its validation message (a catalog
 * key, translated here). Without a currency yet there is nothing to type in, and the field shows
 * disabled. `onEdited` hears of what the user typed, after the form has it.
 */
export function FormMoneyField<TValues extends FieldValues>({
  control,
  name,
  currency,
  prefs,
  onEdited,
  testId,
  ...field
}: Omit<ComponentProps<typeof FormField>, 'children' | 'error'> & {
  // The form's output type is left open: only its input values are read and written here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<TValues, any, any>;
  name: FieldPath<TValues>;
  currency: Currency | null;
  prefs: NumberPreferences;
  onEdited?: () => void;
  testId?: string;
}) {
  const errorText = useValidationText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => (
        <FormField {...field} error={errorText(fieldState.error?.message)}>
          {(props) =>
            currency ? (
              <MoneyInput
                {...props}
                name={input.name}
                ref={input.ref}
                currency={currency}
                prefs={prefs}
                value={(input.value as number | null | undefined) ?? null}
                onChange={(cents) => {
                  input.onChange(cents);
                  onEdited?.();
                }}
                onBlur={input.onBlur}
                data-testid={testId}
              />
            ) : (
              <Input id={props.id} disabled value="" readOnly />
            )
          }
        </FormField>
      )}
    />
  );
}
