import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useValidationText } from '@/hooks/use-validation-text';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import type { CreateClassRequest } from '@alavanca/contracts/classes';
import { CLASS_GROUPINGS, CLASS_SCHEDULES, MARKET_MODES } from '@alavanca/contracts/classes';
import { ROUND_DAYS, TEAM_SIZE } from '@alavanca/domain/classroom/limits';
import { EmptyState } from '@/components/empty-state';
import { GraduationCap } from 'lucide-react';
import { BUSINESS_TYPES, CURRENCIES, TEXT_LIMITS, type Currency } from '@alavanca/domain/constants';
import type { NumberPreferences } from '@alavanca/domain/locale/format';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SetupAdvancedOptions } from '@/features/simulations/components/setup-advanced-options';
import { BusinessTypeField, HorizonAndDifficultyFields } from '@/features/simulations/components/setup-choice-fields';
import { CapitalField, CountryAndCurrencyFields } from '@/features/simulations/components/setup-money-fields';
import { RadioCardsGroup } from '@/features/simulations/components/setup-radio-cards';
import { suggestedCapital } from '@/features/simulations/utils/setup';
import { SETUP_ERROR, type SetupForm } from '@/features/simulations/utils/setup-form';
import { useCreateClass } from '../api/class-changes';
import { classResolver, defaultClassValues, isClassField, type ClassFormValues } from '../utils/class-form';
import type { ScreenContext } from '../utils/class-dates';
import { createsClasses, type PlanScreenProps } from '../utils/class-plan';
import { classPath, CLASSES_PATH } from '../utils/paths';
import { ClassSection } from './class-section';

/** A part of the form: the fields a step apart. */
function FormSection({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <ClassSection title={title} description={description}>
      <div className="grid gap-6">{children}</div>
    </ClassSection>
  );
}

const ADVANCED: readonly string[] = ['seed', 'firstCalendarMonth'];
const optionalNumber = (value: unknown) => (value === '' || value === undefined ? undefined : Number(value));

/**
 * /turmas/nova: a class's scenario (the same setup as a simulation's: every company starts from
 * it, seed included) and how the class plays: market, teams, rounds and names. The server decides
 * whether the plan allows it (CLASS_PLAN_REQUIRED, CLASS_LIMIT_REACHED), and says so in a toast.
 */
export function CreateClassScreen({ preferences, language, plan }: PlanScreenProps) {
  const { t } = useTranslation('classroom');
  if (createsClasses(plan) === false) {
    return (
      <EmptyState
        icon={GraduationCap}
        title={t('create.title')}
        description={t('common:errors.CLASS_PLAN_REQUIRED')}
        action={
          <Button asChild>
            <Link to="/dashboard/planos">{t('list.upgrade')}</Link>
          </Button>
        }
      />
    );
  }
  return <CreateClassForm preferences={preferences} language={language} />;
}

function CreateClassForm({ preferences, language }: ScreenContext) {
  const { t } = useTranslation(['classroom', 'simulation', 'common']);
  const navigate = useNavigate();
  const create = useCreateClass();
  const errorText = useValidationText();
  const [initial] = useState(() => defaultClassValues(preferences));
  const form = useForm<ClassFormValues, unknown, CreateClassRequest>({
    resolver: classResolver,
    defaultValues: initial,
  });
  // The setup's field groups register only the setup's names, which the class form shares.
  const setupForm = form as unknown as SetupForm;
  const { errors, isSubmitting } = form.formState;
  const [businessType, currency, grouping, schedule] = useWatch({
    control: form.control,
    name: ['businessType', 'currency', 'grouping', 'schedule'],
  });
  const [capitalEdited, setCapitalEdited] = useState(false);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const numberPrefs: NumberPreferences = { language, numberFormat: preferences.numberFormat };
  const knownCurrency = (CURRENCIES as readonly string[]).includes(currency ?? '') ? (currency as Currency) : null;
  const knownType = businessType && (BUSINESS_TYPES as readonly string[]).includes(businessType) ? businessType : null;
  const showNamesId = useId();

  const suggest = (type: typeof businessType, nextCurrency: typeof currency) => {
    if (capitalEdited || !type || !nextCurrency) return;
    form.setValue('startingCapitalCents', suggestedCapital(type, nextCurrency), {
      shouldValidate: form.formState.isSubmitted,
    });
  };

  const onSubmit = form.handleSubmit(
    async (request) => {
      try {
        const created = await create.mutateAsync(request);
        notify({ title: t('create.createdTitle'), description: t('create.createdMessage'), variant: 'success' });
        void navigate(classPath(created.id));
      } catch (error) {
        if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return;
        const issues = error.issues.flatMap(({ path, message }) => (isClassField(path) ? [{ path, message }] : []));
        if (issues.some(({ path }) => ADVANCED.includes(path))) setAdvancedOpen(true);
        issues.forEach(({ path, message }, index) => form.setError(path, { message }, { shouldFocus: index === 0 }));
      }
    },
    (invalid) => {
      if (ADVANCED.some((field) => field in invalid)) setAdvancedOpen(true);
    },
  );

  const numberField = (name: 'teamSize' | 'roundDays', range: { min: number; max: number }) => ({
    ...form.register(name, { setValueAs: optionalNumber }),
    type: 'number',
    inputMode: 'numeric' as const,
    min: range.min,
    max: range.max,
    className: 'tabular w-32',
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-6" data-testid="create-class-form">
      <div className="space-y-1">
        <h2 className="text-2xl font-semibold tracking-tight">{t('create.title')}</h2>
        <p className="max-w-2xl text-sm text-muted-foreground">{t('create.intro')}</p>
      </div>
      <FormSection title={t('create.scenarioTitle')} description={t('create.scenarioDescription')}>
        <FormField label={t('create.name')} error={errorText(errors.name?.message)} errorProps={SETUP_ERROR}>
          <Input
            autoComplete="off"
            maxLength={TEXT_LIMITS.name}
            placeholder={t('create.namePlaceholder')}
            {...form.register('name')}
          />
        </FormField>
        <BusinessTypeField
          form={setupForm}
          currency={knownCurrency}
          numberPrefs={numberPrefs}
          onChosen={(type) => suggest(type, currency)}
        />
        <CountryAndCurrencyFields
          form={setupForm}
          language={language}
          onCurrencyChosen={(chosen) => suggest(businessType, chosen)}
        />
        <CapitalField
          form={setupForm}
          currency={knownCurrency}
          businessType={knownType}
          numberPrefs={numberPrefs}
          onEdited={() => setCapitalEdited(true)}
        />
        <HorizonAndDifficultyFields form={setupForm} />
        <SetupAdvancedOptions form={setupForm} language={language} open={advancedOpen} onOpenChange={setAdvancedOpen} />
      </FormSection>
      <FormSection title={t('create.playTitle')} description={t('create.playDescription')}>
        <Controller
          control={form.control}
          name="marketMode"
          render={({ field, fieldState }) => (
            <RadioCardsGroup
              legend={t('create.marketMode')}
              name={field.name}
              options={MARKET_MODES.map((mode) => ({
                value: mode,
                label: t(`marketModes.${mode}.name`),
                description: t(`marketModes.${mode}.description`),
              }))}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              columns="sm:grid-cols-2"
              testId="class-market-mode"
            />
          )}
        />
        <Controller
          control={form.control}
          name="grouping"
          render={({ field, fieldState }) => (
            <RadioCardsGroup
              legend={t('create.grouping')}
              name={field.name}
              options={CLASS_GROUPINGS.map((value) => ({
                value,
                label: t(`groupings.${value}.name`),
                description: t(`groupings.${value}.description`),
              }))}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              columns="sm:grid-cols-2"
              testId="class-grouping"
            />
          )}
        />
        {grouping === 'teams' && (
          <FormField
            label={t('create.teamSize')}
            hint={t('create.teamSizeHint', TEAM_SIZE)}
            error={errorText(errors.teamSize?.message)}
            errorProps={SETUP_ERROR}
          >
            <Input {...numberField('teamSize', TEAM_SIZE)} />
          </FormField>
        )}
        <Controller
          control={form.control}
          name="schedule"
          render={({ field, fieldState }) => (
            <RadioCardsGroup
              legend={t('create.schedule')}
              name={field.name}
              options={CLASS_SCHEDULES.map((value) => ({
                value,
                label: t(`schedules.${value}.name`),
                description: t(`schedules.${value}.description`),
              }))}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              columns="sm:grid-cols-2"
              testId="class-schedule"
            />
          )}
        />
        {schedule === 'deadlines' && (
          <FormField
            label={t('create.roundDays')}
            hint={t('create.roundDaysHint', ROUND_DAYS)}
            error={errorText(errors.roundDays?.message)}
            errorProps={SETUP_ERROR}
          >
            <Input {...numberField('roundDays', ROUND_DAYS)} />
          </FormField>
        )}
        <Controller
          control={form.control}
          name="showNames"
          render={({ field }) => (
            <div className="flex items-start gap-3">
              <Checkbox
                id={showNamesId}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                aria-describedby={`${showNamesId}-hint`}
                className="mt-0.5"
              />
              <div className="grid gap-1">
                <Label htmlFor={showNamesId}>{t('create.showNames')}</Label>
                <p id={`${showNamesId}-hint`} className="text-sm text-muted-foreground">
                  {t('create.showNamesHint')}
                </p>
              </div>
            </div>
          )}
        />
      </FormSection>
      <div className="flex flex-wrap justify-end gap-2">
        <Button asChild variant="outline">
          <Link to={CLASSES_PATH}>{t('create.cancel')}</Link>
        </Button>
        <Button type="submit" disabled={isSubmitting} data-testid="create-class-submit">
          {isSubmitting ? t('create.submitting') : t('create.submit')}
        </Button>
      </div>
    </form>
  );
}
