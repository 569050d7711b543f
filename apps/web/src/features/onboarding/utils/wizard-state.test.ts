import { CompleteOnboardingRequest } from '@alavanca/contracts/preferences';
import { LANGUAGES, OBJECTIVES } from '@alavanca/domain/constants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildCompleteRequest,
  canContinue,
  createInitialState,
  FIRST_STEP,
  LAST_STEP,
  wizardReducer,
  type OnboardingAnswers,
  type WizardState,
} from './wizard-state';

const complete = (patch: Partial<OnboardingAnswers> = {}): OnboardingAnswers => ({
  ...createInitialState('pt-BR').answers,
  primaryObjective: 'validate',
  ...patch,
});
const at = (step: number, answers: OnboardingAnswers = complete()): WizardState => ({ step, answers });

describe('onboarding wizard state', () => {
  it('starts on step 1 with the spec defaults: current language and its currency, region Brasil, beginner', () => {
    expect(createInitialState('fr-FR')).toEqual({
      step: 1,
      answers: {
        language: 'fr-FR',
        currency: 'EUR',
        region: 'Brasil',
        businessType: null,
        role: null,
        experienceLevel: 'beginner',
        primaryObjective: null,
        customObjective: '',
      },
    });
    expect(createInitialState('pt-BR').answers.currency).toBe('BRL');
    expect(createInitialState('en-US').answers.currency).toBe('USD');
  });

  it('goes forward only below step 5 and back only above step 1', () => {
    expect(wizardReducer(at(1), { type: 'next' }).step).toBe(2);
    expect(wizardReducer(at(4), { type: 'next' }).step).toBe(5);
    expect(wizardReducer(at(5), { type: 'next' }).step).toBe(5);
    expect(wizardReducer(at(2), { type: 'back' }).step).toBe(1);
    expect(wizardReducer(at(1), { type: 'back' }).step).toBe(1);
  });

  it('jumps only to a step within 1..5', () => {
    expect(wizardReducer(at(1), { type: 'jump', step: 4 }).step).toBe(4);
    expect(wizardReducer(at(3), { type: 'jump', step: 1 }).step).toBe(1);
    for (const step of [0, 6, -1, 2.5, Number.NaN]) {
      expect(wizardReducer(at(3), { type: 'jump', step }).step).toBe(3);
    }
  });

  it('never leaves 1..5 whatever the sequence of moves', () => {
    const action = fc.oneof(
      fc.constant({ type: 'next' } as const),
      fc.constant({ type: 'back' } as const),
      fc.integer({ min: -10, max: 10 }).map((step) => ({ type: 'jump', step }) as const),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const end = actions.reduce(wizardReducer, at(1));
        return end.step >= FIRST_STEP && end.step <= LAST_STEP;
      }),
    );
  });

  it('gates Continuar per step: 1 always; 2 language, currency and region; 3 experience; 4 objective; 5 always', () => {
    const empty: OnboardingAnswers = {
      language: null,
      currency: null,
      region: null,
      businessType: null,
      role: null,
      experienceLevel: null,
      primaryObjective: null,
      customObjective: '',
    };
    expect(canContinue(1, empty)).toBe(true);
    expect(canContinue(5, empty)).toBe(true);
    expect(canContinue(2, empty)).toBe(false);
    expect(canContinue(2, { ...empty, language: 'pt-BR', currency: 'BRL' })).toBe(false);
    expect(canContinue(2, { ...empty, language: 'pt-BR', region: 'Europa' })).toBe(false);
    expect(canContinue(2, { ...empty, currency: 'BRL', region: 'Europa' })).toBe(false);
    expect(canContinue(2, { ...empty, language: 'pt-BR', currency: 'BRL', region: 'Europa' })).toBe(true);
    expect(canContinue(3, empty)).toBe(false);
    // Business type and role are optional.
    expect(canContinue(3, { ...empty, experienceLevel: 'advanced' })).toBe(true);
    expect(canContinue(4, empty)).toBe(false);
    // Only the objective is required, even 'other' with an empty box.
    expect(canContinue(4, { ...empty, primaryObjective: 'other' })).toBe(true);
  });

  it('does not move past a step whose answers are missing', () => {
    const noObjective = complete({ primaryObjective: null });
    expect(wizardReducer(at(4, noObjective), { type: 'next' }).step).toBe(4);
  });

  it('choosing a language picks its currency, which the user may still change', () => {
    const chosen = wizardReducer(at(2), { type: 'chooseLanguage', language: 'de-DE' });
    expect(chosen.answers).toMatchObject({ language: 'de-DE', currency: 'EUR' });
    const changed = wizardReducer(chosen, { type: 'answer', patch: { currency: 'GBP' } });
    expect(changed.answers).toMatchObject({ language: 'de-DE', currency: 'GBP' });
  });

  it('builds a request the contract accepts, with the custom objective only for "other"', () => {
    for (const language of LANGUAGES) {
      for (const primaryObjective of OBJECTIVES) {
        const answers = complete({ language, primaryObjective, customObjective: '  abrir uma franquia  ' });
        const request = buildCompleteRequest(answers);
        expect(CompleteOnboardingRequest.parse(request)).toEqual(request);
        expect(request?.customObjective).toBe(primaryObjective === 'other' ? 'abrir uma franquia' : null);
      }
    }
  });

  it('sends an empty custom objective as null and refuses to build without the required answers', () => {
    expect(
      buildCompleteRequest(complete({ primaryObjective: 'other', customObjective: '   ' }))?.customObjective,
    ).toBeNull();
    expect(buildCompleteRequest(complete({ primaryObjective: null }))).toBeNull();
    expect(buildCompleteRequest(complete({ experienceLevel: null }))).toBeNull();
  });

  it('keeps the optional answers as given, null when not answered', () => {
    expect(buildCompleteRequest(complete())).toEqual({
      language: 'pt-BR',
      currency: 'BRL',
      region: 'Brasil',
      businessType: null,
      role: null,
      experienceLevel: 'beginner',
      primaryObjective: 'validate',
      customObjective: null,
    });
    expect(buildCompleteRequest(complete({ businessType: 'saas', role: 'student' }))).toMatchObject({
      businessType: 'saas',
      role: 'student',
    });
  });
});
