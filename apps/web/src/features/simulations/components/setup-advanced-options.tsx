import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { useValidationText } from '@/hooks/use-validation-text';
import type { Language } from '@alavanca/domain/constants';
import { formatMonthName } from '@alavanca/domain/locale/format';
import { ChevronRight } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SETUP_ERROR, type SetupForm } from '../utils/setup-form';

/** Sentence case for a month name some languages write in lower case ("janeiro" → "Janeiro"). */
const capitalise = (text: string, language: Language) => text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

/**
 * "Opções avançadas", closed unless opened: the seed that makes a run repeatable and the calendar
 * month the simulation starts in. The form opens it when one of them has an error.
 */
export function SetupAdvancedOptions({
  form,
  language,
  open,
  onOpenChange,
}: {
  form: SetupForm;
  language: Language;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(['simulation', 'common']);
  const errorText = useValidationText();
  return (
    <details
      className="group rounded-lg border px-4 py-3"
      open={open}
      onToggle={(event) => onOpenChange(event.currentTarget.open)}
      data-testid="advanced-options"
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 text-sm font-medium [&::-webkit-details-marker]:hidden">
        <ChevronRight
          className="size-4 transition-transform group-open:rotate-90 motion-reduce:transition-none"
          aria-hidden="true"
        />
        {t('form.advanced')}
      </summary>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('form.seed')}
          hint={t('form.seedHint')}
          error={errorText(form.formState.errors.seed?.message)}
          className="content-start"
          errorProps={SETUP_ERROR}
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            className="tabular"
            {...form.register('seed', {
              setValueAs: (value: unknown) => (value === '' || value === undefined ? undefined : Number(value)),
            })}
          />
        </FormField>
        <Controller
          control={form.control}
          name="firstCalendarMonth"
          render={({ field, fieldState }) => (
            <SelectField
              label={t('form.firstMonth')}
              hint={t('form.firstMonthHint')}
              error={errorText(fieldState.error?.message)}
              className="content-start"
              errorProps={SETUP_ERROR}
              value={field.value === undefined ? undefined : String(field.value)}
              onValueChange={(month) => field.onChange(Number(month))}
              options={Array.from({ length: 12 }, (_, index) => ({
                value: String(index + 1),
                label: capitalise(formatMonthName(index, language, 'long'), language),
              }))}
              triggerRef={field.ref}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
    </details>
  );
}
