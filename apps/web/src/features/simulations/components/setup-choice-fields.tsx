import { BUSINESS_TYPES, type BusinessType, type Currency } from '@alavanca/domain/constants';
import { formatCurrency, formatPercent, type NumberPreferences } from '@alavanca/domain/locale/format';
import { presetFor } from '@alavanca/domain/simulation/presets';
import { DIFFICULTIES, HORIZONS } from '@alavanca/domain/simulation/types';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SetupForm } from '../utils/setup-form';
import { SetupRadioCards } from './setup-radio-cards';

/**
 * The business types, each with what its preset starts from (price, margin, headcount) in the
 * currency chosen, so the choice says what it means before the simulation starts.
 */
export function BusinessTypeField({
  form,
  currency,
  numberPrefs,
  onChosen,
}: {
  form: SetupForm;
  /** The form's currency when it is one the presets know. */
  currency: Currency | null;
  numberPrefs: NumberPreferences;
  onChosen: (type: BusinessType) => void;
}) {
  const { t } = useTranslation(['simulation', 'common']);
  const options = BUSINESS_TYPES.map((type) => {
    const preset = currency ? presetFor(type, currency) : null;
    return {
      value: type,
      label: t(`businessTypes.${type}.name`),
      description: (
        <>
          {t(`businessTypes.${type}.description`)}
          {preset && currency && (
            <span className="tabular mt-1 block text-xs" data-testid={`preset-facts-${type}`}>
              {t(`presetFacts.${type === 'saas' ? 'subscription' : 'unit'}`, {
                price: formatCurrency(preset.referencePriceCents, currency, numberPrefs),
                margin: formatPercent(1 - preset.unitCostCents / preset.referencePriceCents, numberPrefs, {
                  maximumFractionDigits: 0,
                }),
                headcount: preset.initialHeadcount,
              })}
            </span>
          )}
        </>
      ),
    };
  });
  return (
    <Controller
      control={form.control}
      name="businessType"
      render={({ field, fieldState }) => (
        <SetupRadioCards
          legend={t('form.businessType')}
          name={field.name}
          options={options}
          value={field.value}
          onChange={(type) => {
            field.onChange(type);
            onChosen(type);
          }}
          error={fieldState.error?.message}
          columns="sm:grid-cols-2"
          testId="business-type"
        />
      )}
    />
  );
}

/** How many months the simulation runs, and how hard its market is. */
export function HorizonAndDifficultyFields({ form }: { form: SetupForm }) {
  const { t } = useTranslation(['simulation', 'common']);
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
      <Controller
        control={form.control}
        name="horizonMonths"
        render={({ field, fieldState }) => (
          <SetupRadioCards
            legend={t('form.horizon')}
            name={field.name}
            options={HORIZONS.map((months) => ({ value: months, label: t('form.horizonOption', { months }) }))}
            value={field.value as number | undefined}
            onChange={field.onChange}
            error={fieldState.error?.message}
            columns="grid-cols-3 sm:grid-cols-1"
            testId="horizon"
          />
        )}
      />
      <Controller
        control={form.control}
        name="difficulty"
        render={({ field, fieldState }) => (
          <SetupRadioCards
            legend={t('form.difficulty')}
            name={field.name}
            options={DIFFICULTIES.map((level) => ({
              value: level,
              label: t(`difficulties.${level}.name`),
              description: t(`difficulties.${level}.description`),
            }))}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            columns=""
            testId="difficulty"
          />
        )}
      />
    </div>
  );
}
