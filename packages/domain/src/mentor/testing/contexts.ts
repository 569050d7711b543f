import { SALON_SAAS } from '../../canvas/testing/canvas-corpus';
import type { Language } from '../../constants';
import { COUNTRY_PRESETS } from '../../locale/country-presets';
import { createSimulation, suggestDecisions } from '../../simulation/create-simulation';
import { stepMonth } from '../../simulation/step-month';
import type { MonthResult, SimulationSetup } from '../../simulation/types';
import { IDEA_CORPUS } from '../../validation/testing/idea-corpus';
import { validateIdea } from '../../validation/validate-idea';
import type { CanvasSnapshot } from '../canvas-facts';
import type { MentorContext, SimulationSnapshot, ValidationSnapshot } from '../grounding';
import { canvasSnapshot, simulationSnapshot, validationSnapshot } from '../snapshots';

/*
 * The founders the mentor's tests ask for: one with a simulation and a validation, one with
 * neither; a canvas is added where a test asks for one.
 */

export const SHOP_SETUP: SimulationSetup = {
  businessType: 'retail',
  name: 'Presentes da Vila',
  country: 'BR',
  currency: 'BRL',
  startingCapitalCents: 120_000_00,
  horizonMonths: 24,
  difficulty: 'normal',
  seed: 31,
  firstCalendarMonth: 3,
};

/** A real simulation played `months` months with the suggested decisions (at `priceFactor` × the suggested price). */
export function playedSimulation(
  setup: SimulationSetup = SHOP_SETUP,
  months = 4,
  priceFactor = 0.85,
): SimulationSnapshot {
  let state = createSimulation(setup);
  const results: MonthResult[] = [];
  for (let month = 0; month < months && state.status === 'running'; month++) {
    const suggested = suggestDecisions(state);
    const step = stepMonth(state, { ...suggested, priceCents: Math.round(suggested.priceCents * priceFactor) });
    results.push(step.result);
    state = step.state;
  }
  return simulationSnapshot('sim-1', state, results);
}

/** A real validation of the corpus's middling frozen-meals idea, none of its experiments done. */
export function validatedIdea(): ValidationSnapshot {
  const entry = IDEA_CORPUS.find((candidate) => candidate.id === 'pt-food-marmitas-middling');
  if (!entry) throw new Error('The corpus lost its frozen meals.');
  return validationSnapshot('val-1', entry.idea, validateIdea(entry.idea), new Set());
}

/** The corpus's salon app, whose sales visit takes 17 months to pay back, as the mentor sees it. */
export function plannedCanvas(): CanvasSnapshot {
  return canvasSnapshot('canvas-1', SALON_SAAS, null);
}

export function emptyContext(language: Language = 'pt-BR', patch: Partial<MentorContext> = {}): MentorContext {
  const preset = COUNTRY_PRESETS.find((candidate) => candidate.language === language) ?? COUNTRY_PRESETS[0];
  return {
    language,
    numberFormat: preset.numberFormat,
    currency: preset.currency,
    tone: 'balanced',
    verbosity: 70,
    aiContext: '',
    country: preset.code,
    dateFormat: language === 'en-US' ? 'MM/DD/YYYY' : 'DD/MM/YYYY',
    timezone: 'America/Sao_Paulo',
    simulations: [],
    validations: [],
    canvases: [],
    classes: [],
    ...patch,
  };
}

export function fullContext(language: Language = 'pt-BR', patch: Partial<MentorContext> = {}): MentorContext {
  return emptyContext(language, {
    country: 'BR',
    currency: 'BRL',
    simulations: [playedSimulation()],
    validations: [validatedIdea()],
    ...patch,
  });
}
