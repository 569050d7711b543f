import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { useLimitReached } from '@/hooks/use-limit-reached';
import { useValidationText } from '@/hooks/use-validation-text';
import { ApiError } from '@/lib/api-client';
import { describeError } from '@/lib/describe-error';
import type { CreateSimulationRequest } from '@alavanca/contracts/simulations';
import { BUSINESS_TYPES, CURRENCIES, TEXT_LIMITS, type Currency, type Language } from '@alavanca/domain/constants';
import type { NumberPreferences } from '@alavanca/domain/locale/format';
import type { IdeaSimulationSetup } from '@alavanca/domain/validation/simulate-idea';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateSimulation } from '../api/create-simulation';
import { defaultSetup, suggestedCapital, type SetupFormValues, type SimulationPreferences } from '../utils/setup';
import { ADVANCED_FIELDS, isSetupField, SETUP_ERROR, setupResolver } from '../utils/setup-form';
import { SetupAdvancedOptions } from './setup-advanced-options';
import { BusinessTypeField, HorizonAndDifficultyFields } from './setup-choice-fields';
import { CapitalField, CountryAndCurrencyFields, FirstPriceField } from './setup-money-fields';
import { simulationPath } from './simulation-card';

/** The setup form: name, business type, country and currency, starting capital, horizon, difficulty, and the advanced seed and first month. */
export function CreateSimulationForm({
  preferences,
  language,
  cancelButton,
  onQuotaExceeded,
  fromIdea = null,
}: {
  preferences: SimulationPreferences;
  language: Language;
  /** The setup an idea brought: its values fill the form, and its price shows as the first month's. */
  fromIdea?: IdeaSimulationSetup | null;
  cancelButton: ReactNode;
  /** The server refused for the plan's limit: the dialog closes so the limit toast can be reached. */
  onQuotaExceeded: () => void;
}) {
  const { t } = useTranslation(['simulation', 'common']);
  const navigate = useNavigate();
  const create = useCreateSimulation();
  const { handleQuotaError } = useLimitReached();
  const errorText = useValidationText();
  const [initial] = useState(() => defaultSetup(preferences, fromIdea));
  const form = useForm<SetupFormValues, unknown, CreateSimulationRequest>({
    resolver: setupResolver,
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const [businessType, currency] = useWatch({ control: form.control, name: ['businessType', 'currency'] });
  // Until the user types an amount, the capital follows the suggestion for the type and currency.
  const [capitalEdited, setCapitalEdited] = useState(false);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const numberPrefs: NumberPreferences = { language, numberFormat: preferences.numberFormat };

  const knownCurrency = (CURRENCIES as readonly string[]).includes(currency ?? '') ? (currency as Currency) : null;
  const knownType = businessType && (BUSINESS_TYPES as readonly string[]).includes(businessType) ? businessType : null;

  const suggest = (type: typeof businessType, nextCurrency: typeof currency) => {
    if (capitalEdited || !type || !nextCurrency) return;
    form.setValue('startingCapitalCents', suggestedCapital(type, nextCurrency), {
      shouldValidate: form.formState.isSubmitted,
    });
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const simulation = await create.mutateAsync(values);
        notify({
          title: t('form.createdTitle'),
          description: t('form.createdMessage', { name: simulation.name }),
          variant: 'success',
        });
        void navigate(simulationPath(simulation.id));
      } catch (error) {
        if (error instanceof ApiError && error.code === 'QUOTA_EXCEEDED') {
          onQuotaExceeded();
          handleQuotaError(error, 'simulations');
          return;
        }
        const fieldIssues =
          error instanceof ApiError && error.code === 'VALIDATION_FAILED'
            ? error.issues.flatMap(({ path, message }) => (isSetupField(path) ? [{ field: path, message }] : []))
            : [];
        if (fieldIssues.length > 0) {
          if (fieldIssues.some(({ field }) => ADVANCED_FIELDS.includes(field))) setAdvancedOpen(true);
          fieldIssues.forEach(({ field, message }, index) =>
            form.setError(field, { message }, { shouldFocus: index === 0 }),
          );
          return;
        }
        notify({ title: t('form.failedTitle'), description: describeError(error, t), variant: 'destructive' });
      }
    },
    (invalid) => {
      // An error under "Opções avançadas" must be seen: the section opens.
      if (ADVANCED_FIELDS.some((field) => invalid[field])) setAdvancedOpen(true);
    },
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid gap-6"
      data-testid="create-simulation-form"
    >
      <FormField label={t('form.name')} error={errorText(errors.name?.message)} errorProps={SETUP_ERROR}>
        <Input
          autoComplete="off"
          maxLength={TEXT_LIMITS.name}
          placeholder={t('form.namePlaceholder')}
          {...form.register('name')}
        />
      </FormField>
      <BusinessTypeField
        form={form}
        currency={knownCurrency}
        numberPrefs={numberPrefs}
        onChosen={(type) => suggest(type, currency)}
      />
      <CountryAndCurrencyFields
        form={form}
        language={language}
        onCurrencyChosen={(chosen) => suggest(businessType, chosen)}
      />
      <CapitalField
        form={form}
        currency={knownCurrency}
        businessType={knownType}
        numberPrefs={numberPrefs}
        onEdited={() => setCapitalEdited(true)}
      />
      {fromIdea?.firstPriceCents !== undefined && (
        <FirstPriceField form={form} currency={knownCurrency} businessType={knownType} numberPrefs={numberPrefs} />
      )}
      <HorizonAndDifficultyFields form={form} />
      <SetupAdvancedOptions form={form} language={language} open={advancedOpen} onOpenChange={setAdvancedOpen} />
      <DialogFooter>
        {cancelButton}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('form.submitting') : t('form.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
