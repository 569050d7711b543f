import { BUSINESS_TYPES, type BusinessType, type Currency } from '@alavanca/domain/constants';
import { formatCurrency, formatPercent, type NumberPreferences } from '@alavanca/domain/locale/format';
import { presetFor } from '@alavanca/domain/simulation/presets';
import { DIFFICULTIES, HORIZONS } from '@alavanca/domain/simulation/types';
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
    <SetupRadioCards
      form={form}
      name="businessType"
      legend={t('form.businessType')}
      options={options}
      onChosen={onChosen}
      columns="sm:grid-cols-2"
      testId="business-type"
    />
  );
}

/** How many months the simulation runs, and how hard its market is. */
export function HorizonAndDifficultyFields({ form }: { form: SetupForm }) {
  const { t } = useTranslation(['simulation', 'common']);
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
      <SetupRadioCards
        form={form}
        name="horizonMonths"
        legend={t('form.horizon')}
        options={HORIZONS.map((months) => ({ value: months, label: t('form.horizonOption', { months }) }))}
        columns="grid-cols-3 sm:grid-cols-1"
        testId="horizon"
      />
      <SetupRadioCards
        form={form}
        name="difficulty"
        legend={t('form.difficulty')}
        options={DIFFICULTIES.map((level) => ({
          value: level,
          label: t(`difficulties.${level}.name`),
          description: t(`difficulties.${level}.description`),
        }))}
        columns=""
        testId="difficulty"
      />
    </div>
  );
}
