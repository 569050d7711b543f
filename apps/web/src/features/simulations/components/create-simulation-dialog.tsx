import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { notify } from '@/components/ui/sonner';
import { useLimitReached } from '@/hooks/use-limit-reached';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import type { CreateSimulationRequest } from '@alavanca/contracts/simulations';
import { BUSINESS_TYPES, CURRENCIES, TEXT_LIMITS, type Currency, type Language } from '@alavanca/domain/constants';
import { COUNTRY_CODES, COUNTRY_PRESETS, findCountryPreset } from '@alavanca/domain/locale/country-presets';
import { formatCurrency, formatMonthName, formatPercent, type NumberPreferences } from '@alavanca/domain/locale/format';
import { presetFor } from '@alavanca/domain/simulation/presets';
import { DIFFICULTIES, HORIZONS } from '@alavanca/domain/simulation/types';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronRight } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateSimulation } from '../api/create-simulation';
import { describeError } from '@/lib/describe-error';
import {
  capitalRange,
  defaultSetup,
  setupSchemaFor,
  suggestedCapital,
  type SetupFormValues,
  type SimulationPreferences,
} from '../utils/setup';
import { simulationPath } from './simulation-card';
import { MoneyInput } from './money-input';

const FIELDS = [
  'name',
  'businessType',
  'country',
  'currency',
  'startingCapitalCents',
  'horizonMonths',
  'difficulty',
  'seed',
  'firstCalendarMonth',
] as const;
type Field = (typeof FIELDS)[number];
const isField = (path: string): path is Field => (FIELDS as readonly string[]).includes(path);
/** Fields under "Opções avançadas": the section opens when one of them has an error. */
const ADVANCED_FIELDS: readonly Field[] = ['seed', 'firstCalendarMonth'];

// The starting capital's range depends on the currency chosen in the same form.
type SetupResolver = Resolver<SetupFormValues, unknown, CreateSimulationRequest>;
const resolver: SetupResolver = (values, context, options) =>
  (zodResolver(setupSchemaFor(values.currency)) as unknown as SetupResolver)(values, context, options);

/** The message under a field: validation messages are catalog keys (`validation.*` of common). */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const { t } = useTranslation('common');
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive" data-testid="field-error">
      {t(message)}
    </p>
  );
}

const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** A choice among a few options as native radios in a fieldset, each with an optional line under it. */
function RadioCards<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  columns,
  testId,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string; description?: ReactNode }[];
  value: T | undefined;
  onChange: (value: T) => void;
  error: string | undefined;
  columns: string;
  testId: string;
}) {
  const errorId = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined} data-testid={testId}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className={cn('grid gap-2', columns)}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent/50',
              'has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2 has-focus-visible:ring-offset-background',
            )}
          >
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-4 shrink-0 accent-primary outline-hidden"
              aria-invalid={error ? true : undefined}
            />
            <span className="grid gap-0.5">
              <span className="font-medium">{option.label}</span>
              {option.description && <span className="text-muted-foreground">{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

function useDisplayNames(language: Language, type: 'region' | 'currency') {
  return useMemo(() => {
    try {
      return new Intl.DisplayNames([language], { type });
    } catch {
      return null;
    }
  }, [language, type]);
}

/** Sentence case for a month name some languages write in lower case ("janeiro" → "Janeiro"). */
const capitalise = (text: string, language: Language) => text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

/** The setup form: name, business type, country and currency, starting capital, horizon, difficulty, and the advanced seed and first month. */
function CreateSimulationForm({
  preferences,
  language,
  cancelButton,
  onQuotaExceeded,
}: {
  preferences: SimulationPreferences;
  language: Language;
  cancelButton: ReactNode;
  /** The server refused for the plan's limit: the dialog closes so the limit toast can be reached. */
  onQuotaExceeded: () => void;
}) {
  const { t } = useTranslation(['simulation', 'common']);
  const navigate = useNavigate();
  const create = useCreateSimulation();
  const { handleQuotaError } = useLimitReached();
  const [initial] = useState(() => defaultSetup(preferences));
  const form = useForm<SetupFormValues, unknown, CreateSimulationRequest>({ resolver, defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const [businessType, currency] = useWatch({ control: form.control, name: ['businessType', 'currency'] });
  // Until the user types an amount, the capital follows the suggestion for the type and currency.
  const [capitalEdited, setCapitalEdited] = useState(false);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const numberPrefs: NumberPreferences = { language, numberFormat: preferences.numberFormat };
  const regionNames = useDisplayNames(language, 'region');
  const currencyNames = useDisplayNames(language, 'currency');
  const ids = {
    name: useId(),
    nameError: useId(),
    country: useId(),
    countryHint: useId(),
    countryError: useId(),
    currency: useId(),
    currencyError: useId(),
    capital: useId(),
    capitalHint: useId(),
    capitalError: useId(),
    seed: useId(),
    seedHint: useId(),
    seedError: useId(),
    month: useId(),
    monthHint: useId(),
    monthError: useId(),
  };

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
            ? error.issues.filter((issue) => isField(issue.path))
            : [];
        if (fieldIssues.length > 0) {
          if (fieldIssues.some((issue) => ADVANCED_FIELDS.includes(issue.path as Field))) setAdvancedOpen(true);
          fieldIssues.forEach((issue, index) =>
            form.setError(issue.path as Field, { message: issue.message }, { shouldFocus: index === 0 }),
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

  const typeOptions = BUSINESS_TYPES.map((type) => {
    const preset = knownCurrency ? presetFor(type, knownCurrency) : null;
    return {
      value: type,
      label: t(`businessTypes.${type}.name`),
      description: (
        <>
          {t(`businessTypes.${type}.description`)}
          {preset && knownCurrency && (
            <span className="tabular mt-1 block text-xs" data-testid={`preset-facts-${type}`}>
              {t(`presetFacts.${type === 'saas' ? 'subscription' : 'unit'}`, {
                price: formatCurrency(preset.referencePriceCents, knownCurrency, numberPrefs),
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

  const range = knownCurrency ? capitalRange(knownCurrency) : null;
  const money = (cents: number) => (knownCurrency ? formatCurrency(cents, knownCurrency, numberPrefs) : '');

  const errorFor = (field: FieldPath<SetupFormValues>) => errors[field as Field]?.message;

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid gap-6"
      data-testid="create-simulation-form"
    >
      <div className="grid gap-2">
        <Label htmlFor={ids.name}>{t('form.name')}</Label>
        <Input
          id={ids.name}
          autoComplete="off"
          maxLength={TEXT_LIMITS.name}
          placeholder={t('form.namePlaceholder')}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? ids.nameError : undefined}
          {...form.register('name')}
        />
        <FieldError id={ids.nameError} message={errorFor('name')} />
      </div>

      <Controller
        control={form.control}
        name="businessType"
        render={({ field }) => (
          <RadioCards
            legend={t('form.businessType')}
            name={field.name}
            options={typeOptions}
            value={field.value}
            onChange={(type) => {
              field.onChange(type);
              suggest(type, currency);
            }}
            error={errorFor('businessType')}
            columns="sm:grid-cols-2"
            testId="business-type"
          />
        )}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="country"
          render={({ field, fieldState }) => (
            <div className="grid content-start gap-2">
              <Label htmlFor={ids.country}>{t('form.country')}</Label>
              <Select
                value={field.value}
                onValueChange={(code) => {
                  field.onChange(code);
                  // A country brings its currency; the user can still pick another.
                  const countryCurrency = findCountryPreset(code)?.currency;
                  if (countryCurrency && countryCurrency !== currency) {
                    form.setValue('currency', countryCurrency);
                    suggest(businessType, countryCurrency);
                  }
                }}
              >
                <SelectTrigger
                  id={ids.country}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  className="w-full"
                  aria-invalid={fieldState.error ? true : undefined}
                  aria-describedby={describedBy(ids.countryHint, fieldState.error && ids.countryError)}
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {COUNTRY_CODES.map((code) => (
                    <SelectItem key={code} value={code}>
                      {`${COUNTRY_PRESETS.find((preset) => preset.code === code)?.flag ?? ''} ${regionNames?.of(code) ?? code}`}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <p id={ids.countryHint} className="text-sm text-muted-foreground">
                {t('form.countryHint')}
              </p>
              <FieldError id={ids.countryError} message={fieldState.error?.message} />
            </div>
          )}
        />
        <Controller
          control={form.control}
          name="currency"
          render={({ field, fieldState }) => (
            <div className="grid content-start gap-2">
              <Label htmlFor={ids.currency}>{t('form.currency')}</Label>
              <Select
                value={field.value}
                onValueChange={(code) => {
                  field.onChange(code);
                  suggest(businessType, code as Currency);
                }}
              >
                <SelectTrigger
                  id={ids.currency}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  className="w-full"
                  aria-invalid={fieldState.error ? true : undefined}
                  aria-describedby={fieldState.error ? ids.currencyError : undefined}
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {CURRENCIES.map((code) => (
                    <SelectItem key={code} value={code}>
                      {`${code} · ${currencyNames?.of(code) ?? code}`}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FieldError id={ids.currencyError} message={fieldState.error?.message} />
            </div>
          )}
        />
      </div>

      <Controller
        control={form.control}
        name="startingCapitalCents"
        render={({ field, fieldState }) => (
          <div className="grid gap-2">
            <Label htmlFor={ids.capital}>{t('form.capital')}</Label>
            {knownCurrency ? (
              <MoneyInput
                id={ids.capital}
                name={field.name}
                ref={field.ref}
                currency={knownCurrency}
                prefs={numberPrefs}
                value={field.value}
                onChange={(cents) => {
                  setCapitalEdited(true);
                  field.onChange(cents);
                }}
                onBlur={field.onBlur}
                aria-invalid={fieldState.error ? true : undefined}
                aria-describedby={describedBy(range && ids.capitalHint, fieldState.error && ids.capitalError)}
              />
            ) : (
              <Input id={ids.capital} disabled value="" readOnly />
            )}
            {range && knownType && knownCurrency && (
              <p id={ids.capitalHint} className="tabular text-sm text-muted-foreground" data-testid="capital-hint">
                {t('form.capitalHint', {
                  type: t(`businessTypes.${knownType}.name`),
                  suggested: money(suggestedCapital(knownType, knownCurrency)),
                  min: money(range.min),
                  max: money(range.max),
                })}
              </p>
            )}
            <FieldError id={ids.capitalError} message={fieldState.error?.message} />
          </div>
        )}
      />

      <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
        <Controller
          control={form.control}
          name="horizonMonths"
          render={({ field }) => (
            <RadioCards
              legend={t('form.horizon')}
              name={field.name}
              options={HORIZONS.map((months) => ({ value: months, label: t('form.horizonOption', { months }) }))}
              value={field.value as number | undefined}
              onChange={field.onChange}
              error={errorFor('horizonMonths')}
              columns="grid-cols-3 sm:grid-cols-1"
              testId="horizon"
            />
          )}
        />
        <Controller
          control={form.control}
          name="difficulty"
          render={({ field }) => (
            <RadioCards
              legend={t('form.difficulty')}
              name={field.name}
              options={DIFFICULTIES.map((level) => ({
                value: level,
                label: t(`difficulties.${level}.name`),
                description: t(`difficulties.${level}.description`),
              }))}
              value={field.value}
              onChange={field.onChange}
              error={errorFor('difficulty')}
              columns=""
              testId="difficulty"
            />
          )}
        />
      </div>

      <details
        className="group rounded-lg border px-4 py-3"
        open={advancedOpen}
        onToggle={(event) => setAdvancedOpen(event.currentTarget.open)}
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
          <div className="grid content-start gap-2">
            <Label htmlFor={ids.seed}>{t('form.seed')}</Label>
            <Input
              id={ids.seed}
              inputMode="numeric"
              autoComplete="off"
              className="tabular"
              aria-invalid={errors.seed ? true : undefined}
              aria-describedby={describedBy(ids.seedHint, errors.seed && ids.seedError)}
              {...form.register('seed', {
                setValueAs: (value: unknown) => (value === '' || value === undefined ? undefined : Number(value)),
              })}
            />
            <p id={ids.seedHint} className="text-sm text-muted-foreground">
              {t('form.seedHint')}
            </p>
            <FieldError id={ids.seedError} message={errorFor('seed')} />
          </div>
          <Controller
            control={form.control}
            name="firstCalendarMonth"
            render={({ field, fieldState }) => (
              <div className="grid content-start gap-2">
                <Label htmlFor={ids.month}>{t('form.firstMonth')}</Label>
                <Select
                  value={field.value === undefined ? undefined : String(field.value)}
                  onValueChange={(month) => field.onChange(Number(month))}
                >
                  <SelectTrigger
                    id={ids.month}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    className="w-full"
                    aria-invalid={fieldState.error ? true : undefined}
                    aria-describedby={describedBy(ids.monthHint, fieldState.error && ids.monthError)}
                  >
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {Array.from({ length: 12 }, (_, index) => (
                      <SelectItem key={index} value={String(index + 1)}>
                        {capitalise(formatMonthName(index, language, 'long'), language)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <p id={ids.monthHint} className="text-sm text-muted-foreground">
                  {t('form.firstMonthHint')}
                </p>
                <FieldError id={ids.monthError} message={fieldState.error?.message} />
              </div>
            )}
          />
        </div>
      </details>

      <DialogFooter>
        {cancelButton}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('form.submitting') : t('form.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * 'Nova simulação': the setup form in a dialog. The caller opens it only after the plan's usage
 * check allowed one more simulation; the server still has the last word (403 QUOTA_EXCEEDED).
 */
export function CreateSimulationDialog({
  open,
  onOpenChange,
  preferences,
  language,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preferences: SimulationPreferences;
  language: Language;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useTranslation('simulation');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-2xl"
        onCloseAutoFocus={onCloseAutoFocus}
        data-testid="create-simulation-dialog"
      >
        <DialogHeader>
          <DialogTitle>{t('form.title')}</DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        <CreateSimulationForm
          preferences={preferences}
          language={language}
          onQuotaExceeded={() => onOpenChange(false)}
          cancelButton={
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('form.cancel')}
              </Button>
            </DialogClose>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
