import { createSimulation, suggestDecisions } from '../create-simulation';
import { stepMonth } from '../step-month';
import type { MonthDecisions, MonthResult, SimulationSetup, SimulationState } from '../types';

/* The setups and the step the month's tests share. */

export const BASE: SimulationSetup = {
  businessType: 'retail',
  name: 'Loja',
  country: 'BR',
  currency: 'BRL',
  startingCapitalCents: 120_000_00,
  horizonMonths: 12,
  difficulty: 'normal',
  seed: 1,
  firstCalendarMonth: 1,
};

/** A shop two years long, started in March: the founders' and the alerts' tests play it. */
export const SHOP: SimulationSetup = {
  ...BASE,
  name: 'Presentes da Vila',
  horizonMonths: 24,
  seed: 31,
  firstCalendarMonth: 3,
};

/** A setup whose first `months` months draw no event under the suggested decisions, so a test sees one mechanic alone. */
export function quiet(patch: Partial<SimulationSetup> = {}, months = 3): SimulationSetup {
  for (let seed = 1; ; seed++) {
    const setup = { ...BASE, ...patch, seed };
    let state = createSimulation(setup);
    let calm = true;
    for (let m = 0; m < months && calm; m++) {
      const step = stepMonth(state, suggestDecisions(state));
      calm = step.result.events.length === 0;
      state = step.state;
    }
    if (calm) return setup;
  }
}

export function step(
  state: SimulationState,
  patch: Partial<MonthDecisions> = {},
): { state: SimulationState; result: MonthResult } {
  return stepMonth(state, { ...suggestDecisions(state), ...patch });
}
