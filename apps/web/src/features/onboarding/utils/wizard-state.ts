import type { CompleteOnboardingRequest } from '@alavanca/contracts/preferences';
import {
  DEFAULT_PREFERENCES,
  ONBOARDING_STEPS,
  type BusinessType,
  type Currency,
  type ExperienceLevel,
  type Language,
  type Objective,
  type Region,
  type Role,
} from '@alavanca/domain/constants';
import { currencyForLanguage } from '@alavanca/domain/locale/languages';

export const FIRST_STEP = 1;
export const LAST_STEP = ONBOARDING_STEPS;

/** What the wizard collects (spec §3 "Onboarding data"); the custom objective is free text while editing. */
export interface OnboardingAnswers {
  language: Language | null;
  currency: Currency | null;
  region: Region | null;
  businessType: BusinessType | null;
  role: Role | null;
  experienceLevel: ExperienceLevel | null;
  primaryObjective: Objective | null;
  customObjective: string;
}

export interface WizardState {
  step: number;
  answers: OnboardingAnswers;
}

export type WizardAction =
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'jump'; step: number }
  | { type: 'chooseLanguage'; language: Language }
  | { type: 'answer'; patch: Partial<Omit<OnboardingAnswers, 'language'>> };

/** The spec's defaults: the current UI language and its currency, region Brasil, experience beginner. */
export function createInitialState(language: Language): WizardState {
  return {
    step: FIRST_STEP,
    answers: {
      language,
      currency: currencyForLanguage(language),
      region: DEFAULT_PREFERENCES.region,
      businessType: null,
      role: null,
      experienceLevel: DEFAULT_PREFERENCES.experienceLevel,
      primaryObjective: null,
      customObjective: '',
    },
  };
}

/**
 * Whether 'Continuar' is enabled on a step (spec §4): step 1 always; 2 needs language, currency
 * and region; 3 needs the experience level; 4 needs the primary objective; 5 always.
 */
export function canContinue(step: number, answers: OnboardingAnswers): boolean {
  switch (step) {
    case 2:
      return answers.language !== null && answers.currency !== null && answers.region !== null;
    case 3:
      return answers.experienceLevel !== null;
    case 4:
      return answers.primaryObjective !== null;
    default:
      return true;
  }
}

function isStep(step: number): boolean {
  return Number.isInteger(step) && step >= FIRST_STEP && step <= LAST_STEP;
}

/** Next only below the last step (and when the step's answers allow), back only above the first, jump only within 1..5. */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'next':
      return state.step < LAST_STEP && canContinue(state.step, state.answers)
        ? { ...state, step: state.step + 1 }
        : state;
    case 'back':
      return state.step > FIRST_STEP ? { ...state, step: state.step - 1 } : state;
    case 'jump':
      return isStep(action.step) ? { ...state, step: action.step } : state;
    case 'chooseLanguage':
      // Choosing a language sets its currency too (spec §4); the user may still change the currency.
      return {
        ...state,
        answers: { ...state.answers, language: action.language, currency: currencyForLanguage(action.language) },
      };
    case 'answer':
      return { ...state, answers: { ...state.answers, ...action.patch } };
  }
}

/**
 * The request that completes onboarding, or null while a required answer is missing. The custom
 * objective is sent only for the objective 'other' (an empty box counts as none), otherwise null.
 */
export function buildCompleteRequest(answers: OnboardingAnswers): CompleteOnboardingRequest | null {
  const { language, currency, region, experienceLevel, primaryObjective } = answers;
  if (!language || !currency || !region || !experienceLevel || !primaryObjective) return null;
  const customObjective = primaryObjective === 'other' ? answers.customObjective.trim() || null : null;
  return {
    language,
    currency,
    region,
    businessType: answers.businessType,
    role: answers.role,
    experienceLevel,
    primaryObjective,
    customObjective,
  };
}
