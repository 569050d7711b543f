import { useDisplayNames } from '@/hooks/use-display-names';
import { FlagLabel } from '@/components/flag';
import { FormMoneyField } from '@/components/form-money-field';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { FormSelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { useValidationText } from '@/hooks/use-validation-text';
import { VALIDATION_BOUNDS, type ValidationRequest } from '@alavanca/contracts/validations';
import {
  BUSINESS_TYPES,
  CURRENCIES,
  EXPERIENCE_LEVELS,
  REGIONS,
  TEXT_LIMITS,
  type BusinessType,
  type Currency,
  type Language,
} from '@alavanca/domain/constants';
import { COUNTRY_PRESETS, findCountryPreset, type CountryCode } from '@alavanca/domain/locale/country-presets';
import { formatCurrency, formatNumber, type NumberPreferences } from '@alavanca/domain/locale/format';
import { COUNTRY_REGION, PRICING_MODELS, soldOnline } from '@alavanca/domain/validation/idea';
import { PRESET_PRICING_MODEL } from '@alavanca/domain/validation/score-keys';
import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  IDEA_STEPS,
  ideaFieldOf,
  ideaResolver,
  stepOf,
  typicalPriceCents,
  type IdeaField,
  type IdeaFormValues,
} from '../utils/idea-form';
import { CityField } from './city-field';
import { ChannelsField, CompetitorsField, WholeNumberField, type IdeaForm as IdeaFormApi } from './idea-fields';

/** A server issue of a field: its path and catalog key. */
export interface IdeaIssue {
  path: string;
  message: string;
}

/** A text field of the idea: one line for the title, several for the rest, with the contract's length. */
function TextField({
  form,
  name,
  multiline,
}: {
  form: IdeaFormApi;
  name: 'title' | 'problem' | 'targetCustomer' | 'solution' | 'differentiation';
  multiline?: boolean;
}) {
  const { t } = useTranslation('validation');
  const errorText = useValidationText();
  const props = {
    maxLength: TEXT_LIMITS.idea[name],
    placeholder: t(`form.placeholders.${name}`),
    autoComplete: 'off',
    ...form.register(name),
  };
  return (
    <FormField
      label={t(`form.fields.${name}`)}
      hint={t(`form.hints.${name}`)}
      error={errorText(form.formState.errors[name]?.message)}
    >
      {multiline ? <Textarea rows={3} {...props} /> : <Input {...props} />}
    </FormField>
  );
}

/**
 * The idea, in four steps: the idea itself, its market, its price, and the founder. "Continuar"
 * checks the step's own fields; the last step validates the whole idea. `onChange` hears every
 * change (the new-idea screen keeps a draft); `onSubmit` answers the server's field issues, if
 * any, and the form goes back to the first step that has one.
 */
export function IdeaForm({
  initialValues,
  initialStep = 0,
  language,
  numberFormat,
  submitLabel,
  submittingLabel,
  onSubmit,
  onChange,
  aside,
}: {
  initialValues: IdeaFormValues;
  initialStep?: number;
  language: Language;
  numberFormat: NumberPreferences['numberFormat'];
  submitLabel: string;
  submittingLabel: string;
  onSubmit: (request: ValidationRequest) => Promise<IdeaIssue[] | void>;
  onChange?: (values: IdeaFormValues, step: number) => void;
  /** Shown under the steps' heading (the draft's state, the plan's limit). */
  aside?: ReactNode;
}) {
  const { t } = useTranslation(['validation', 'account']);
  const form = useForm<IdeaFormValues, unknown, ValidationRequest>({
    resolver: ideaResolver,
    defaultValues: initialValues,
    // A field's message follows its typing: cleared on blur instead, it would move the buttons under
    // the pointer between press and release, and the click on "Continuar" would be lost.
    mode: 'onChange',
  });
  const [step, setStep] = useState(initialStep);
  const heading = useRef<HTMLHeadingElement>(null);
  const [moved, setMoved] = useState(false);
  const regionNames = useDisplayNames(language, 'region');
  const prefs: NumberPreferences = { language, numberFormat };
  const values = useWatch({ control: form.control }) as IdeaFormValues;
  const { businessType, currency, pricingModel } = values;
  const knownCurrency: Currency = CURRENCIES.includes(currency) ? currency : 'BRL';
  const knownCountry: CountryCode = findCountryPreset(values.country)?.code ?? 'BR';
  const knownType: BusinessType = BUSINESS_TYPES.includes(businessType) ? businessType : 'service';
  const online = soldOnline({ businessType: knownType, channels: values.channels ?? [] });
  const last = step === IDEA_STEPS.length - 1;
  const current = IDEA_STEPS[step]!;

  const reportChange = useEffectEvent((changed: IdeaFormValues, at: number) => onChange?.(changed, at));
  // Sold online, the idea serves its country: a city chosen before is no longer asked, nor sent.
  const dropCity = useEffectEvent(() => {
    if (form.getValues('city')) form.setValue('city', null);
  });
  useEffect(() => {
    if (online) dropCity();
  }, [online]);
  useEffect(() => {
    reportChange(values, step);
  }, [values, step]);

  // The step's heading takes the focus when the step changes (not on arrival), so a screen reader reads where it is.
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [step, moved]);
  const goTo = (next: number) => {
    setMoved(true);
    setStep(next);
  };

  const next = async () => {
    if (await form.trigger(current.fields as unknown as IdeaField[], { shouldFocus: true })) goTo(step + 1);
  };

  const submit = form.handleSubmit(
    async (request) => {
      const issues = (await onSubmit(request)) ?? [];
      const known = issues.flatMap(({ path, message }) => {
        const field = ideaFieldOf(path);
        return field ? [{ field, message }] : [];
      });
      if (known.length === 0) return;
      const first = Math.min(...known.map(({ field }) => stepOf(field)));
      goTo(first);
      for (const { field, message } of known) form.setError(field, { message });
    },
    (errors) => {
      // A field of an earlier step can still be wrong (a draft restored from an older version).
      const fields = Object.keys(errors).flatMap((path) => ideaFieldOf(path) ?? []);
      const first = Math.min(...fields.map(stepOf));
      if (Number.isFinite(first) && first !== step) goTo(first);
    },
  );

  const money = (cents: number) => formatCurrency(cents, knownCurrency, prefs);
  const typical = BUSINESS_TYPES.includes(businessType) ? typicalPriceCents(businessType, knownCurrency) : null;
  const typicalModel = BUSINESS_TYPES.includes(businessType) ? PRESET_PRICING_MODEL[businessType] : null;

  return (
    <form
      noValidate
      className="grid gap-6"
      data-testid="idea-form"
      data-step={current.key}
      onSubmit={(event) => {
        event.preventDefault();
        if (last) void submit(event);
        else void next();
      }}
    >
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground" data-testid="idea-step-count">
          {t('form.stepCount', { step: step + 1, total: IDEA_STEPS.length })}
        </p>
        <Progress
          value={step + 1}
          max={IDEA_STEPS.length}
          aria-label={t('form.stepCount', { step: step + 1, total: IDEA_STEPS.length })}
          className="h-1.5"
        />
        <h3 ref={heading} tabIndex={-1} className="mt-2 text-lg font-semibold outline-hidden">
          {t(`form.steps.${current.key}.title`)}
        </h3>
        <p className="text-sm text-muted-foreground">{t(`form.steps.${current.key}.description`)}</p>
        {aside}
      </div>

      {current.key === 'idea' && (
        <div className="grid gap-5">
          <TextField form={form} name="title" />
          <TextField form={form} name="problem" multiline />
          <TextField form={form} name="targetCustomer" multiline />
          <TextField form={form} name="solution" multiline />
        </div>
      )}

      {current.key === 'market' && (
        <div className="grid gap-5">
          <FormSelectField
            control={form.control}
            name="businessType"
            label={t('form.fields.businessType')}
            options={BUSINESS_TYPES.map((type) => ({ value: type, label: t(`account:enums.businessTypes.${type}`) }))}
            onChosen={(type) => form.setValue('pricingModel', PRESET_PRICING_MODEL[type])}
            testId="idea-business-type"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormSelectField
              control={form.control}
              name="country"
              label={t('form.fields.country')}
              hint={t('form.hints.country')}
              className="content-start"
              options={COUNTRY_PRESETS.map((preset) => ({
                value: preset.code,
                label: <FlagLabel country={preset.flag}>{regionNames?.of(preset.code) ?? preset.name}</FlagLabel>,
              }))}
              onChosen={(code) => {
                form.setValue('region', COUNTRY_REGION[code]);
                form.setValue('city', null);
                const countryCurrency = findCountryPreset(code)?.currency;
                if (countryCurrency) form.setValue('currency', countryCurrency);
              }}
              testId="idea-country"
            />
            <FormSelectField
              control={form.control}
              name="region"
              label={t('form.fields.region')}
              hint={t('form.hints.region')}
              className="content-start"
              options={REGIONS.map((region) => ({ value: region, label: t(`account:enums.regions.${region}`) }))}
              testId="idea-region"
            />
          </div>
          <ChannelsField form={form} />
          {!online && (
            // Keyed by country: another country's regions and cities start afresh.
            <CityField key={knownCountry} form={form} country={knownCountry} />
          )}
          <CompetitorsField form={form} />
          <TextField form={form} name="differentiation" multiline />
        </div>
      )}

      {current.key === 'pricing' && (
        <div className="grid gap-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormSelectField
              control={form.control}
              name="pricingModel"
              label={t('form.fields.pricingModel')}
              className="content-start"
              options={PRICING_MODELS.map((model) => ({ value: model, label: t(`pricingModels.${model}`) }))}
              testId="idea-pricing-model"
            />
            <FormSelectField
              control={form.control}
              name="currency"
              label={t('form.fields.currency')}
              className="content-start"
              options={CURRENCIES.map((code) => ({ value: code, label: t(`account:enums.currencies.${code}`) }))}
              testId="idea-currency"
            />
          </div>
          <FormMoneyField
            control={form.control}
            name="priceCents"
            testId="idea-priceCents"
            hintProps={{ className: 'tabular' }}
            label={t(`form.fields.price.${pricingModel}`)}
            hint={
              typical !== null && typicalModel === pricingModel
                ? t('form.hints.priceTypical', {
                    type: t(`account:enums.businessTypes.${businessType}`),
                    price: money(typical),
                  })
                : t('form.hints.price')
            }
            currency={knownCurrency}
            prefs={prefs}
          />
          <WholeNumberField
            form={form}
            name="purchasesPerYear"
            label={t(`form.fields.purchasesPerYear.${pricingModel}`)}
            hint={t(`form.hints.purchasesPerYear.${pricingModel}`, {
              max: formatNumber(
                pricingModel === 'monthly'
                  ? VALIDATION_BOUNDS.monthlyPurchasesPerYear
                  : pricingModel === 'weekly'
                    ? VALIDATION_BOUNDS.weeklyPurchasesPerYear
                    : VALIDATION_BOUNDS.purchasesPerYear.max,
                prefs,
              ),
            })}
          />
        </div>
      )}

      {current.key === 'founder' && (
        <div className="grid gap-5">
          <FormSelectField
            control={form.control}
            name="experienceLevel"
            label={t('form.fields.experienceLevel')}
            options={EXPERIENCE_LEVELS.map((level) => ({
              value: level,
              label: t(`account:enums.experienceLevels.${level}`),
            }))}
            testId="idea-experience"
          />
          <WholeNumberField
            form={form}
            name="hoursPerWeek"
            label={t('form.fields.hoursPerWeek')}
            hint={t('form.hints.hoursPerWeek', { max: VALIDATION_BOUNDS.hoursPerWeek.max })}
          />
          <FormMoneyField
            control={form.control}
            name="capitalCents"
            testId="idea-capitalCents"
            hintProps={{ className: 'tabular' }}
            label={t('form.fields.capital')}
            hint={t('form.hints.capital')}
            currency={knownCurrency}
            prefs={prefs}
          />
        </div>
      )}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
        {step > 0 ? (
          <Button type="button" variant="outline" onClick={() => goTo(step - 1)}>
            <ArrowLeft aria-hidden="true" />
            {t('form.back')}
          </Button>
        ) : (
          <span />
        )}
        {last ? (
          <Button type="submit" disabled={form.formState.isSubmitting} data-testid="idea-submit">
            <Sparkles aria-hidden="true" />
            {form.formState.isSubmitting ? submittingLabel : submitLabel}
          </Button>
        ) : (
          <Button type="submit" data-testid="idea-next">
            {t('form.next')}
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </div>
    </form>
  );
}
