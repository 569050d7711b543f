import { useDisplayNames } from '@/hooks/use-display-names';
import { FlagLabel } from '@/components/flag';
import { FormSelectField } from '@/components/ui/select-field';
import { CURRENCIES, type BusinessType, type Currency, type Language } from '@alavanca/domain/constants';
import { COUNTRY_PRESETS, findCountryPreset } from '@alavanca/domain/locale/country-presets';
import { formatCurrency, type NumberPreferences } from '@alavanca/domain/locale/format';
import { useTranslation } from 'react-i18next';
import { presetFor } from '@alavanca/domain/simulation/presets';
import { capitalRange, suggestedCapital } from '../utils/setup';
import { SETUP_ERROR, type SetupForm } from '../utils/setup-form';
import { FormMoneyField } from '@/components/form-money-field';

/**
 * Where the business is and the currency it counts in. A country brings its currency; the user
 * can still pick another. `onCurrencyChosen` hears of every change of currency, either way.
 */
export function CountryAndCurrencyFields({
  form,
  language,
  onCurrencyChosen,
}: {
  form: SetupForm;
  language: Language;
  onCurrencyChosen: (currency: Currency) => void;
}) {
  const { t } = useTranslation(['simulation', 'common']);
  const regionNames = useDisplayNames(language, 'region');
  const currencyNames = useDisplayNames(language, 'currency');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormSelectField
        control={form.control}
        name="country"
        label={t('form.country')}
        hint={t('form.countryHint')}
        className="content-start"
        errorProps={SETUP_ERROR}
        options={COUNTRY_PRESETS.map((preset) => ({
          value: preset.code,
          label: <FlagLabel country={preset.flag}>{regionNames?.of(preset.code) ?? preset.name}</FlagLabel>,
        }))}
        onChosen={(code) => {
          const countryCurrency = findCountryPreset(code)?.currency;
          if (countryCurrency && countryCurrency !== form.getValues('currency')) {
            form.setValue('currency', countryCurrency);
            onCurrencyChosen(countryCurrency);
          }
        }}
      />
      <FormSelectField
        control={form.control}
        name="currency"
        label={t('form.currency')}
        className="content-start"
        errorProps={SETUP_ERROR}
        options={CURRENCIES.map((code) => ({ value: code, label: `${code} · ${currencyNames?.of(code) ?? code}` }))}
        onChosen={onCurrencyChosen}
      />
    </div>
  );
}

/**
 * The starting capital in the chosen currency, with the amount suggested for the business type
 * and the range the engine accepts. Without a known currency there is nothing to type in yet.
 */
export function CapitalField({
  form,
  currency,
  businessType,
  numberPrefs,
  onEdited,
}: {
  form: SetupForm;
  currency: Currency | null;
  businessType: BusinessType | null;
  numberPrefs: NumberPreferences;
  /** The user typed an amount: from now on the capital no longer follows the suggestion. */
  onEdited: () => void;
}) {
  const { t } = useTranslation(['simulation', 'common']);
  const range = currency ? capitalRange(currency) : null;
  const money = (cents: number) => (currency ? formatCurrency(cents, currency, numberPrefs) : '');
  const hint =
    range && businessType && currency
      ? t('form.capitalHint', {
          type: t(`businessTypes.${businessType}.name`),
          suggested: money(suggestedCapital(businessType, currency)),
          min: money(range.min),
          max: money(range.max),
        })
      : undefined;
  return (
    <FormMoneyField
      control={form.control}
      name="startingCapitalCents"
      label={t('form.capital')}
      hint={hint}
      hintProps={{ className: 'tabular', 'data-testid': 'capital-hint' }}
      errorProps={SETUP_ERROR}
      currency={currency}
      prefs={numberPrefs}
      onEdited={onEdited}
    />
  );
}

/**
 * The first month's price an idea brought, in the chosen currency, with the range a month
 * accepts for the business type; emptied, the first month starts from the suggested price.
 */
export function FirstPriceField({
  form,
  currency,
  businessType,
  numberPrefs,
}: {
  form: SetupForm;
  currency: Currency | null;
  businessType: BusinessType | null;
  numberPrefs: NumberPreferences;
}) {
  const { t } = useTranslation(['simulation', 'common']);
  const hint =
    currency && businessType
      ? t('form.firstPriceHint', {
          reference: formatCurrency(presetFor(businessType, currency).referencePriceCents, currency, numberPrefs),
        })
      : undefined;
  return (
    <FormMoneyField
      control={form.control}
      name="firstPriceCents"
      label={t('form.firstPrice')}
      hint={hint}
      hintProps={{ className: 'tabular' }}
      errorProps={SETUP_ERROR}
      currency={currency}
      prefs={numberPrefs}
      testId="first-price"
    />
  );
}
