import { useDisplayNames } from '@/hooks/use-display-names';
import { FlagLabel } from '@/components/flag';
import { Button } from '@/components/ui/button';
import { CardContent, CardFooter } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { FormSelectField } from '@/components/ui/select-field';
import { notify } from '@/lib/notify';
import { useValidationText } from '@/hooks/use-validation-text';
import { ApiError } from '@/lib/api-client';
import { UserPreferences } from '@alavanca/contracts/preferences';
import { CURRENCIES, DATE_FORMATS, NUMBER_FORMATS, REGIONS } from '@alavanca/domain/constants';
import { COUNTRY_PRESETS, findCountryPreset } from '@alavanca/domain/locale/country-presets';
import { formatCurrency, formatDate, formatDateTime, formatNumber } from '@alavanca/domain/locale/format';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { isValidTimeZone } from '@alavanca/domain/locale/time-zone';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '@/lib/api/get-preferences';
import { useUpdatePreferences } from '@/lib/api/update-preferences';
import {
  changedFields,
  DATE_FORMAT_KEYS,
  listTimeZones,
  REGIONAL_FIELDS,
  type RegionalField,
  type RegionalPreferences,
} from '../utils/preferences-fields';
import { ACCOUNT_ERROR, QueryBoundary, SettingsSection } from './settings-section';

const RegionalPreferencesForm = UserPreferences.pick({
  country: true,
  currency: true,
  dateFormat: true,
  numberFormat: true,
  timezone: true,
  region: true,
});

// Examples shown beside the formats: a date, an amount in cents and a plain number.
const EXAMPLE_AMOUNT_CENTS = 123_456_789;
const EXAMPLE_NUMBER = 1_234_567.89;

function pickRegional(preferences: RegionalPreferences): RegionalPreferences {
  return Object.fromEntries(REGIONAL_FIELDS.map((field) => [field, preferences[field]])) as RegionalPreferences;
}

interface Option {
  value: string;
  label: ReactNode;
}

function SelectControl({
  control,
  name,
  label,
  options,
  hint,
  onChosen,
}: {
  control: Control<RegionalPreferences>;
  name: FieldPath<RegionalPreferences>;
  label: string;
  options: readonly Option[];
  hint?: ReactNode;
  onChosen?: (value: string) => void;
}) {
  return (
    <FormSelectField
      control={control}
      name={name}
      label={label}
      hint={hint}
      className="content-start"
      hintProps={{ className: 'tabular', 'data-testid': `preferences-${name}-example` }}
      errorProps={ACCOUNT_ERROR}
      options={options}
      onChosen={onChosen}
      testId={`preferences-${name}`}
    />
  );
}

function PreferencesForm({ preferences }: { preferences: UserPreferences }) {
  const { t, i18n } = useTranslation('account');
  const language = resolveLanguageOrDefault(i18n.language);
  const update = useUpdatePreferences();
  const form = useForm<RegionalPreferences>({
    resolver: zodResolver(RegionalPreferencesForm),
    defaultValues: pickRegional(preferences),
  });
  const { control } = form;
  const values = useWatch({ control });
  const { errors, isDirty } = form.formState;
  const timeZoneListId = useId();
  const errorText = useValidationText();
  const [timeZones] = useState(listTimeZones);
  // One instant for every example on screen, so they never disagree by a second.
  const [now] = useState(() => new Date());

  const regionNames = useDisplayNames(language, 'region');
  const countryOptions = useMemo(() => {
    const codes: string[] = COUNTRY_PRESETS.map((preset) => preset.code);
    // A country saved from elsewhere (no preset) stays selectable rather than silently changing.
    if (!codes.includes(preferences.country)) codes.push(preferences.country);
    return codes.map((code) => ({
      value: code,
      label: <FlagLabel country={code}>{regionNames?.of(code) ?? findCountryPreset(code)?.name ?? code}</FlagLabel>,
    }));
  }, [preferences.country, regionNames]);

  // Choosing a country fills its currency, formats and time zone in the form, where the user sees them before saving.
  const applyCountryPreset = (code: string) => {
    const preset = findCountryPreset(code);
    if (!preset) return;
    const options = { shouldDirty: true, shouldValidate: true } as const;
    form.setValue('currency', preset.currency, options);
    form.setValue('dateFormat', preset.dateFormat, options);
    form.setValue('numberFormat', preset.numberFormat, options);
    form.setValue('timezone', preset.timezone, options);
  };

  const numberFormat = values.numberFormat ?? preferences.numberFormat;
  const timezone = values.timezone && isValidTimeZone(values.timezone) ? values.timezone : null;

  const onSubmit = form.handleSubmit(async (submitted) => {
    const patch = changedFields(submitted, form.formState.dirtyFields);
    const fields = Object.keys(patch) as RegionalField[];
    if (fields.length === 0) return;
    try {
      const saved = await update.mutateAsync(patch);
      form.reset(pickRegional(saved));
      notify({
        title: t('settings.preferences.savedTitle'),
        description: t('settings.preferences.savedMessage'),
        variant: 'success',
      });
    } catch (error) {
      // The specification's messages: "could not save" when the server refuses or cannot be
      // reached, "an error occurred" for anything else; naming the field when only one changed.
      const refused = error instanceof ApiError;
      const [only] = fields;
      const description =
        fields.length === 1 && only
          ? t(refused ? 'settings.preferences.errors.saveField' : 'settings.preferences.errors.updateField', {
              field: t(`settings.preferences.fields.${only}`),
            })
          : t(refused ? 'settings.preferences.errors.saveAll' : 'settings.preferences.errors.updateAll');
      if (!refused) console.error('Saving preferences failed', error);
      notify({ title: t('common:error'), description, variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <SelectControl
          control={control}
          name="country"
          label={t('settings.preferences.fields.country')}
          options={countryOptions}
          hint={t('settings.preferences.countryHint')}
          onChosen={applyCountryPreset}
        />
        <SelectControl
          control={control}
          name="region"
          label={t('settings.preferences.fields.region')}
          options={REGIONS.map((region) => ({ value: region, label: t(`enums.regions.${region}`) }))}
        />
        <SelectControl
          control={control}
          name="currency"
          label={t('settings.preferences.fields.currency')}
          options={CURRENCIES.map((currency) => ({ value: currency, label: t(`enums.currencies.${currency}`) }))}
          hint={t('settings.preferences.example', {
            example: formatCurrency(EXAMPLE_AMOUNT_CENTS, values.currency ?? preferences.currency, {
              language,
              numberFormat,
            }),
          })}
        />
        <FormField
          label={t('settings.preferences.fields.timezone')}
          hint={
            timezone
              ? t('settings.preferences.timezoneNow', {
                  example: formatDateTime(now, {
                    language,
                    dateFormat: values.dateFormat ?? preferences.dateFormat,
                    timezone,
                  }),
                })
              : t('settings.preferences.timezoneHint')
          }
          error={errorText(errors.timezone?.message)}
          className="content-start"
          hintProps={{ className: 'tabular', 'data-testid': 'preferences-timezone-example' }}
          errorProps={ACCOUNT_ERROR}
        >
          {(controlProps) => (
            <>
              <Input
                {...controlProps}
                list={timeZoneListId}
                autoComplete="off"
                spellCheck={false}
                data-testid="preferences-timezone"
                {...form.register('timezone')}
              />
              <datalist id={timeZoneListId}>
                {timeZones.map((zone) => (
                  <option key={zone} value={zone} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
        <SelectControl
          control={control}
          name="dateFormat"
          label={t('settings.preferences.fields.dateFormat')}
          options={DATE_FORMATS.map((format) => ({
            value: format,
            label: t(`enums.dateFormats.${DATE_FORMAT_KEYS[format]}`),
          }))}
          hint={t('settings.preferences.example', {
            example: formatDate(now, {
              dateFormat: values.dateFormat ?? preferences.dateFormat,
              timezone: timezone ?? preferences.timezone,
            }),
          })}
        />
        <SelectControl
          control={control}
          name="numberFormat"
          label={t('settings.preferences.fields.numberFormat')}
          options={NUMBER_FORMATS.map((format) => ({ value: format, label: t(`enums.numberFormats.${format}`) }))}
          hint={t('settings.preferences.example', {
            example: formatNumber(EXAMPLE_NUMBER, { language, numberFormat }),
          })}
        />
      </CardContent>
      <CardFooter className="mt-6 justify-end">
        <Button type="submit" disabled={!isDirty || update.isPending}>
          {update.isPending ? t('settings.saving') : t('settings.preferences.save')}
        </Button>
      </CardFooter>
    </form>
  );
}

export function PreferencesSection() {
  const { t } = useTranslation('account');
  const preferences = usePreferences();
  return (
    <SettingsSection
      id="preferences"
      title={t('settings.preferences.title')}
      description={t('settings.preferences.description')}
    >
      <QueryBoundary query={preferences}>{(data) => <PreferencesForm preferences={data} />}</QueryBoundary>
    </SettingsSection>
  );
}
