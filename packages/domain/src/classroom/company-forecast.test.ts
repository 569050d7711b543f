import { describe, expect, it } from 'vitest';
import { createSimulation, suggestDecisions } from '../simulation/create-simulation';
import { forecastRisk } from '../simulation/forecast';
import { drawMarket, learnedWeight } from '../simulation/market';
import { DIFFICULTY_RULES } from '../simulation/presets';
import { stepMonth } from '../simulation/step-month';
import type { SimulationSetup, SimulationState } from '../simulation/types';
import { classMonth } from './class-month';
import { classForecastMarket, classPreviewMarket, RIVALS_LEARNING } from './company-forecast';

const SETUP: SimulationSetup = {
  businessType: 'food',
  name: 'Cantina',
  country: 'BR',
  currency: 'BRL',
  startingCapitalCents: 150_000_00,
  horizonMonths: 24,
  difficulty: 'normal',
  seed: 77,
  firstCalendarMonth: 3,
};

/** The company after `months` of the engine's suggestions. */
function played(months: number): SimulationState {
  let state = createSimulation(SETUP);
  for (let m = 0; m < months; m++) state = stepMonth(state, suggestDecisions(state)).state;
  return state;
}

describe('a class company’s risk forecast', () => {
  const state = played(6);
  const decisions = suggestDecisions(state);
  const seedSize = drawMarket(SETUP.seed, DIFFICULTY_RULES.normal.marketSpread).size;

  it('is a simulation’s own in a solo market, and before the first round', () => {
    expect(classForecastMarket(state, 'solo', seedSize)).toBeUndefined();
    expect(classForecastMarket(state, 'shared', null)).toBeUndefined();
  });

  it('leans to the company’s slice by half a lone company’s weight: rivals move it', () => {
    const market = classForecastMarket(state, 'shared', 0.4)!;
    expect(market.truth.size).toBe(0.4);
    expect(market.weight).toBe(RIVALS_LEARNING * learnedWeight(6));
    const alone = forecastRisk(state, decisions, { paths: 400, policy: 'keep' });
    const sameSize = forecastRisk(state, decisions, {
      paths: 400,
      policy: 'keep',
      market: classForecastMarket(state, 'shared', seedSize),
    });
    // The same market, learned less: the futures spread wider than the company's alone.
    const spread = (f: typeof alone) => f.revenue.p90.at(-1)! - f.revenue.p10.at(-1)!;
    expect(spread(sameSize)).toBeGreaterThan(spread(alone));
  });

  it('sees more risk in a smaller slice of the market', () => {
    const forecast = (slice: number) =>
      forecastRisk(state, decisions, {
        paths: 400,
        policy: 'keep',
        market: classForecastMarket(state, 'shared', slice),
      });
    const small = forecast(0.3 * seedSize);
    const large = forecast(2 * seedSize);
    expect(small.revenue.p50.at(-1)!).toBeLessThan(large.revenue.p50.at(-1)!);
    expect(small.bankruptcyProbability.at(-1)!).toBeGreaterThanOrEqual(large.bankruptcyProbability.at(-1)!);
    // The same inputs, the same forecast: a cached lean of another market never leaks in.
    expect(forecast(0.3 * seedSize)).toEqual(small);
  });
});

describe('a class company’s preview of its next month', () => {
  it('is the seed’s own month in a solo market and before the first round', () => {
    const state = played(2);
    expect(classPreviewMarket(state, 'solo', 0.5)).toBeUndefined();
    expect(classPreviewMarket(state, 'shared', null)).toBeUndefined();
  });

  it('gives the round’s month to the cent when the slice is the one the round gives', () => {
    const state = played(3);
    const prices = [0.8, 1, 1.3];
    const entrants = prices.map((factor) => {
      const decisions = suggestDecisions(state);
      return { state, decisions: { ...decisions, priceCents: Math.round(decisions.priceCents * factor) } };
    });
    const round = classMonth('shared', entrants);
    entrants.forEach(({ decisions }, i) => {
      const market = classPreviewMarket(state, 'shared', round.division!.slices[i]!);
      expect(stepMonth(state, decisions, market)).toEqual(round.companies[i]);
    });
    // Another slice, another month: the preview does depend on it.
    const elsewhere = stepMonth(state, entrants[0]!.decisions, classPreviewMarket(state, 'shared', 0.01));
    expect(elsewhere.result.kpis.revenueCents).not.toBe(round.companies[0]!.result.kpis.revenueCents);
  });
});
