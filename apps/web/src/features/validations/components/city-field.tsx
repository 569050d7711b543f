import { SelectField } from '@/components/ui/select-field';
import { useValidationText } from '@/hooks/use-validation-text';
import type { CountryCode } from '@alavanca/domain/locale/country-presets';
import { PLACE_CHOICES } from '@alavanca/domain/validation/city-list';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { IdeaForm } from './idea-fields';

/** The city select's choice for "none of these": a select's options need a value. */
const NO_CITY = 'none';

/**
 * Where the company sells in person: a region of the country, then one of its listed cities, or
 * none (the market is then sized on a typical city). Only regions with a listed city are offered.
 * Changing the region clears the city, so a city never sits under another region's name.
 */
export function CityField({ form, country }: { form: IdeaForm; country: CountryCode }) {
  const { t } = useTranslation('validation');
  const errorText = useValidationText();
  const places = PLACE_CHOICES[country];
  const chosen = useWatch({ control: form.control, name: 'city' });
  const [region, setRegion] = useState(() => places.cities.find((city) => city.id === chosen)?.region);
  const regions = places.regions.filter((each) => places.cities.some((city) => city.region === each.id));
  const cities = places.cities.filter((city) => city.region === region).sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('form.fields.state')}
        className="content-start"
        value={region}
        onValueChange={(next) => {
          setRegion(next);
          form.setValue('city', null, { shouldDirty: true });
        }}
        options={regions.map((each) => ({ value: each.id, label: each.name }))}
        placeholder={t('form.placeholders.state')}
        testId="idea-state"
      />
      <Controller
        control={form.control}
        name="city"
        render={({ field, fieldState }) => (
          <SelectField
            label={t('form.fields.city')}
            hint={t('form.hints.city')}
            className="content-start"
            error={errorText(fieldState.error?.message)}
            value={field.value ?? (region ? NO_CITY : undefined)}
            onValueChange={(next) => field.onChange(next === NO_CITY ? null : next)}
            options={[
              { value: NO_CITY, label: t('form.noCity') },
              ...cities.map((city) => ({ value: city.id, label: city.name })),
            ]}
            placeholder={t('form.placeholders.city')}
            triggerRef={field.ref}
            onBlur={field.onBlur}
            testId="idea-city"
          />
        )}
      />
    </div>
  );
}
