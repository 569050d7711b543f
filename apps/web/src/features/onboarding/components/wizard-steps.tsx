import { FlagLabel } from '@/components/flag';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import {
  BUSINESS_TYPES,
  CURRENCIES,
  EXPERIENCE_LEVELS,
  OBJECTIVES,
  REGIONS,
  ROLES,
  TEXT_LIMITS,
  type Language,
} from '@alavanca/domain/constants';
import { LANGUAGE_OPTIONS, resolveLanguage } from '@alavanca/domain/locale/languages';
import {
  ChartColumn,
  FlaskConical,
  LayoutDashboard,
  Lightbulb,
  Settings,
  Sparkles,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OnboardingAnswers, WizardAction } from '../utils/wizard-state';
import { ChoiceCards } from './choice-cards';

export interface StepProps {
  answers: OnboardingAnswers;
  dispatch: (action: WizardAction) => void;
  onLanguageChosen: (language: Language) => void;
}

// Radix Select cannot hold an empty value; this stands for "no answer" in the optional fields.
const NONE = 'none';

const BENEFITS: readonly { key: string; icon: LucideIcon }[] = [
  { key: 'validation', icon: Lightbulb },
  { key: 'simulation', icon: TrendingUp },
  { key: 'mentoring', icon: Sparkles },
  { key: 'reports', icon: ChartColumn },
];

const TOUR_AREAS: readonly { key: string; icon: LucideIcon }[] = [
  { key: 'dashboard', icon: LayoutDashboard },
  { key: 'simulation', icon: FlaskConical },
  { key: 'ideas', icon: Lightbulb },
  { key: 'mentor', icon: Sparkles },
  { key: 'reports', icon: ChartColumn },
  { key: 'settings', icon: Settings },
];

function FeatureList({ items, prefix }: { items: readonly { key: string; icon: LucideIcon }[]; prefix: string }) {
  const { t } = useTranslation('account');
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map(({ key, icon: Icon }) => (
        <li key={key} className="flex gap-3 rounded-lg border p-4">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <span className="grid gap-1">
            <span className="text-sm font-medium">{t(`${prefix}.${key}.title`)}</span>
            <span className="text-sm text-muted-foreground">{t(`${prefix}.${key}.description`)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function WelcomeStep() {
  return <FeatureList items={BENEFITS} prefix="onboarding.welcome.benefits" />;
}

export function PreferencesStep({ answers, dispatch, onLanguageChosen }: StepProps) {
  const { t } = useTranslation('account');
  return (
    <div className="grid gap-6">
      <SelectField
        label={t('onboarding.preferences.language')}
        testId="onboarding-language"
        value={answers.language ?? undefined}
        options={LANGUAGE_OPTIONS.map((option) => ({
          value: option.language,
          label: <FlagLabel country={option.flag}>{option.languageName}</FlagLabel>,
          lang: option.language,
        }))}
        onValueChange={(value) => {
          const language = resolveLanguage(value);
          if (!language) return;
          dispatch({ type: 'chooseLanguage', language });
          onLanguageChosen(language);
        }}
      />
      <SelectField
        label={t('onboarding.preferences.currency')}
        testId="onboarding-currency"
        value={answers.currency ?? undefined}
        options={CURRENCIES.map((currency) => ({ value: currency, label: t(`enums.currencies.${currency}`) }))}
        onValueChange={(currency) => dispatch({ type: 'answer', patch: { currency } })}
      />
      <SelectField
        label={t('onboarding.preferences.region')}
        testId="onboarding-region"
        value={answers.region ?? undefined}
        options={REGIONS.map((region) => ({ value: region, label: t(`enums.regions.${region}`) }))}
        onValueChange={(region) => dispatch({ type: 'answer', patch: { region } })}
      />
      <p className="text-sm text-muted-foreground">{t('onboarding.preferences.hint')}</p>
    </div>
  );
}

export function ProfileStep({ answers, dispatch }: StepProps) {
  const { t } = useTranslation('account');
  return (
    <div className="grid gap-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          label={t('onboarding.profile.businessType')}
          testId="onboarding-business-type"
          value={answers.businessType ?? NONE}
          options={[
            { value: NONE, label: t('onboarding.profile.businessTypeNone') },
            ...BUSINESS_TYPES.map((type) => ({ value: type, label: t(`enums.businessTypes.${type}`) })),
          ]}
          onValueChange={(value) => {
            const businessType = BUSINESS_TYPES.find((type) => type === value) ?? null;
            dispatch({ type: 'answer', patch: { businessType } });
          }}
        />
        <SelectField
          label={t('onboarding.profile.role')}
          testId="onboarding-role"
          value={answers.role ?? NONE}
          options={[
            { value: NONE, label: t('onboarding.profile.roleNone') },
            ...ROLES.map((role) => ({ value: role, label: t(`enums.roles.${role}`) })),
          ]}
          onValueChange={(value) => {
            const role = ROLES.find((candidate) => candidate === value) ?? null;
            dispatch({ type: 'answer', patch: { role } });
          }}
        />
      </div>
      <ChoiceCards
        legend={t('onboarding.profile.experienceLevel')}
        name="experienceLevel"
        value={answers.experienceLevel}
        options={EXPERIENCE_LEVELS.map((level) => ({
          value: level,
          label: t(`enums.experienceLevels.${level}`),
          description: t(`enums.experienceLevelDescriptions.${level}`),
        }))}
        onChange={(experienceLevel) => dispatch({ type: 'answer', patch: { experienceLevel } })}
      />
    </div>
  );
}

export function ObjectiveStep({ answers, dispatch }: StepProps) {
  const { t } = useTranslation('account');
  return (
    <div className="grid gap-6">
      <ChoiceCards
        legend={t('onboarding.objective.label')}
        name="primaryObjective"
        value={answers.primaryObjective}
        options={OBJECTIVES.map((objective) => ({
          value: objective,
          label: t(`enums.objectives.${objective}`),
          description: t(`enums.objectiveDescriptions.${objective}`),
        }))}
        onChange={(primaryObjective) => dispatch({ type: 'answer', patch: { primaryObjective } })}
      />
      {answers.primaryObjective === 'other' && (
        <FormField
          label={t('onboarding.objective.custom')}
          hint={t('onboarding.objective.counter', {
            length: answers.customObjective.length,
            max: TEXT_LIMITS.customObjective,
          })}
          hintProps={{ className: 'tabular text-right text-xs' }}
        >
          <textarea
            rows={3}
            maxLength={TEXT_LIMITS.customObjective}
            value={answers.customObjective}
            placeholder={t('onboarding.objective.customPlaceholder')}
            onChange={(event) => dispatch({ type: 'answer', patch: { customObjective: event.target.value } })}
            className="min-h-20 w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-hidden placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background md:text-sm dark:bg-input/30"
          />
        </FormField>
      )}
    </div>
  );
}

export function TourStep() {
  return <FeatureList items={TOUR_AREAS} prefix="onboarding.tour.areas" />;
}
