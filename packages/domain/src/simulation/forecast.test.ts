import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPES } from '../constants';
import { createSimulation, suggestDecisions } from './create-simulation';
import {
  adaptiveDecisions,
  firstMonthDecisions,
  forecastPaths,
  forecastRisk,
  keepDecisions,
  type DecisionPolicy,
} from './forecast';
import { prefilledDecisions } from './founder-policies';
import { DIFFICULTY_RULES, presetFor } from './presets';
import { CompanyStore, type MarketColumns } from './company-store';
import { drawMarket, learnedWeight } from './market';
import { streamSeed, STREAMS } from './random';
import { advanceMonthUnchecked, stepMonth } from './step-month';
import { EVENT_CHOICES, type MonthDecisions, type SimulationSetup, type SimulationState } from './types';

const SETUP: SimulationSetup = {
  businessType: 'food',
  name: 'Bistrô',
  country: 'BR',
  currency: 'BRL',
  startingCapitalCents: 120_000_00,
  horizonMonths: 24,
  difficulty: 'normal',
  seed: 99,
  firstCalendarMonth: 5,
};

/** Three real months, so the forecast starts mid-run. */
function midRun(setup: SimulationSetup = SETUP, months = 3): SimulationState {
  let state = createSimulation(setup);
  for (let i = 0; i < months && state.status === 'running'; i++)
    state = stepMonth(state, suggestDecisions(state)).state;
  return state;
}

/**
 * The market a forecast path with `seed` meets from `start`: its own seed's, leaned towards the
 * company's by the months of results behind it.
 */
function pathMarket(start: SimulationState, seed: number): MarketColumns {
  const slot = new CompanyStore(1);
  slot.load(0, start, seed);
  const spread = DIFFICULTY_RULES[start.setup.difficulty].marketSpread;
  slot.leanMarket(0, drawMarket(start.setup.seed, spread), learnedWeight(start.month));
  return slot.marketOf(0);
}

/**
 * The engine's own months from `start` under a policy, with `seed` as the simulation's seed, in the
 * market a forecast path with that seed meets: closing cash and revenue per month (a bankrupt
 * company keeps its cash and sells nothing for the rest of the horizon), and the last state.
 */
function engineRun(start: SimulationState, policy: DecisionPolicy, seed = start.setup.seed) {
  let state: SimulationState = { ...start, setup: { ...start.setup, seed } };
  const market = pathMarket(start, seed);
  const cash: number[] = [];
  const revenue: number[] = [];
  const profit: number[] = [];
  for (let m = 0; state.status === 'running'; m++) {
    const retained = state.retainedEarningsCents;
    state = advanceMonthUnchecked(state, policy(state, m), market);
    cash.push(state.cashCents);
    revenue.push(state.lastFactors.revenueCents);
    profit.push(state.retainedEarningsCents - retained);
  }
  const months = start.setup.horizonMonths - start.month;
  while (cash.length < months) {
    cash.push(cash[cash.length - 1]!);
    revenue.push(0);
    profit.push(0);
  }
  return { cash, revenue, profit, state };
}

/** The column of one path in a forecast's month × path table. */
function column(table: Float64Array, paths: number, path: number): number[] {
  const out: number[] = [];
  for (let cell = path; cell < table.length; cell += paths) out.push(table[cell]!);
  return out;
}

describe('the markets of the forecast’s paths', () => {
  it('are the paths’ own before any result, lean to the company’s as months pass, and are exactly it for its own seed', () => {
    const setup: SimulationSetup = { ...SETUP, horizonMonths: 36 };
    const truth = drawMarket(setup.seed, 1);
    const other = drawMarket(4242, 1);
    let state = createSimulation(setup);
    expect(pathMarket(state, 4242).size).toBe(other.size);
    const gaps: number[] = [];
    for (const months of [1, 6, 18]) {
      while (state.month < months) state = stepMonth(state, suggestDecisions(state)).state;
      const leaned = pathMarket(state, 4242);
      expect(leaned.size).toBeGreaterThan(Math.min(truth.size, other.size));
      expect(leaned.size).toBeLessThan(Math.max(truth.size, other.size));
      gaps.push(Math.abs(Math.log(leaned.size / truth.size)));
      expect(pathMarket(state, setup.seed)).toEqual(pathMarket(createSimulation(setup), setup.seed));
    }
    // Six months of results take a path halfway there.
    expect(gaps[1]).toBeCloseTo(Math.abs(Math.log(other.size / truth.size)) / 2, 12);
    expect(gaps[0]).toBeGreaterThan(gaps[1]!);
    expect(gaps[1]).toBeGreaterThan(gaps[2]!);
  });

  it('spread over the possible markets at first, so a young company’s forecast is wider than an old one’s', () => {
    const setup: SimulationSetup = {
      ...SETUP,
      businessType: 'retail',
      horizonMonths: 36,
      startingCapitalCents: 120_000_00,
    };
    let state = createSimulation(setup);
    const spreadAt = (s: SimulationState) => {
      const f = forecastRisk(s, suggestDecisions(s), { paths: 400, months: 12 });
      const last = f.months - 1;
      return (f.revenue.p90[last]! - f.revenue.p10[last]!) / Math.max(1, f.revenue.p50[last]!);
    };
    const young = spreadAt(state);
    while (state.month < 18 && state.status === 'running') state = stepMonth(state, suggestDecisions(state)).state;
    expect(spreadAt(state)).toBeLessThan(young);
  });
});

describe('forecastRisk', () => {
  it('reproduces the engine’s months when a path is fed the simulation’s own draws', () => {
    const start = midRun();
    const first = { ...suggestDecisions(start), headcountDelta: 1 };
    const engine = engineRun(start, adaptiveDecisions(first));
    const forecast = forecastRisk(start, first, { paths: 1, pathSeed: () => SETUP.seed });
    expect(forecast.months).toBe(SETUP.horizonMonths - start.month);
    expect(forecast.cash.p50).toEqual(engine.cash);
    expect(forecast.cash.p10).toEqual(engine.cash);
    expect(forecast.revenue.p90).toEqual(engine.revenue);
    expect(forecast.bankruptcyProbability[forecast.months - 1]).toBe(engine.state.status === 'bankrupt' ? 1 : 0);
  });

  // The kernel steps its paths in typed arrays with runMonth and decides in place (suggestInto,
  // maxPurchaseUnitsOf); the engine steps state objects with stepMonth and decides with
  // suggestDecisions or keepDecisions. Every path must be the engine's months, to the bit.
  it.each(BUSINESS_TYPES)(
    '%s: every path is the engine’s run with the path’s seed, under both built-in policies',
    (type) => {
      const paths = 3;
      const seeds = [7, 2026, 4_000_000_001];
      for (const [country, currency] of [
        ['BR', 'BRL'],
        ['US', 'USD'],
        ['DE', 'EUR'],
      ] as const) {
        for (const difficulty of ['easy', 'hard'] as const) {
          const setup: SimulationSetup = {
            ...SETUP,
            businessType: type,
            country,
            currency,
            difficulty,
            horizonMonths: 36,
            startingCapitalCents: presetFor(type, currency).suggestedCapitalCents,
          };
          // From month 14, so the Simples Nacional's year of revenue rolls over inside the forecast.
          const start = midRun(setup, 14);
          if (start.status !== 'running') continue;
          const first: MonthDecisions = {
            ...suggestDecisions(start),
            marketingCents: 2 * presetFor(type, currency).marketingScaleCents,
          };
          for (const [policy, asFunction] of [
            ['adaptive', adaptiveDecisions(first)],
            ['keep', keepDecisions(first)],
          ] as const) {
            const forecast = forecastPaths(start, first, { paths, policy, pathSeed: (path) => seeds[path]! });
            for (let path = 0; path < paths; path++) {
              const engine = engineRun(start, asFunction, seeds[path]!);
              const label = `${type} ${country} ${difficulty} ${policy} path ${path}`;
              expect(column(forecast.cash, paths, path), label).toEqual(engine.cash);
              expect(column(forecast.revenue, paths, path), label).toEqual(engine.revenue);
              expect(column(forecast.profit, paths, path), label).toEqual(engine.profit);
              const end = forecast.final;
              expect(
                [
                  end.customers[path],
                  end.headcount[path],
                  end.brand[path],
                  end.quality[path],
                  end.satisfaction[path],
                  end.inventoryUnits[path],
                  end.inventoryValueCents[path],
                  end.equipmentCents[path],
                  end.taxPayableCents[path],
                  end.competitorPressure[path],
                  end.taxLossCarryForwardCents[path],
                ],
                label,
              ).toEqual([
                engine.state.customers,
                engine.state.headcount,
                engine.state.brand,
                engine.state.quality,
                engine.state.satisfaction,
                engine.state.inventoryUnits,
                engine.state.inventoryValueCents,
                engine.state.equipmentCents,
                engine.state.taxPayableCents,
                engine.state.competitorPressure,
                engine.state.taxLossCarryForwardCents,
              ]);
            }
          }
        }
      }
    },
  );

  it('gives the same forecast from the typed-array kernel as from the same policy run on state objects', () => {
    const start = midRun();
    const decisions = {
      ...suggestDecisions(start),
      priceCents: Math.round(presetFor('food', 'BRL').referencePriceCents * 1.1),
    };
    expect(forecastRisk(start, decisions, { paths: 200 })).toEqual(
      forecastRisk(start, decisions, { paths: 200, policy: adaptiveDecisions(decisions) }),
    );
    expect(forecastRisk(start, decisions, { paths: 200, policy: 'keep' })).toEqual(
      forecastRisk(start, decisions, { paths: 200, policy: keepDecisions(decisions) }),
    );
  });

  it('takes its percentiles as the sorted paths’ nearest ranks (lower)', () => {
    const start = midRun();
    // 1,500 paths: above select's sampling threshold, so the window it narrows to is exercised too.
    for (const paths of [1, 2, 3, 10, 301, 1_500]) {
      const all = forecastPaths(start, suggestDecisions(start), { paths });
      const forecast = forecastRisk(start, suggestDecisions(start), { paths });
      const at = (sorted: number[], p: number) => sorted[Math.floor(p * (paths - 1))];
      for (let m = 0; m < forecast.months; m++) {
        const cash = Array.from(all.cash.subarray(m * paths, (m + 1) * paths)).sort((a, b) => a - b);
        const revenue = Array.from(all.revenue.subarray(m * paths, (m + 1) * paths)).sort((a, b) => a - b);
        expect([forecast.cash.p10[m], forecast.cash.p50[m], forecast.cash.p90[m]]).toEqual([
          at(cash, 0.1),
          at(cash, 0.5),
          at(cash, 0.9),
        ]);
        expect([forecast.revenue.p10[m], forecast.revenue.p50[m], forecast.revenue.p90[m]]).toEqual([
          at(revenue, 0.1),
          at(revenue, 0.5),
          at(revenue, 0.9),
        ]);
      }
    }
  });

  it('gives the same paths whether the streams and markets were drawn or kept from the last forecast', () => {
    const start = midRun();
    const other = createSimulation({ ...start.setup, seed: start.setup.seed + 1 });
    const defaultSeeds = (path: number) => streamSeed(start.setup.seed, STREAMS.forecast, path);
    // Given path seeds are drawn every time: the reference.
    const drawn = forecastPaths(start, suggestDecisions(start), { paths: 200, pathSeed: defaultSeeds });
    const first = forecastPaths(start, suggestDecisions(start), { paths: 200 });
    const again = forecastPaths(start, suggestDecisions(start), { paths: 200 });
    forecastPaths(other, suggestDecisions(other), { paths: 200 });
    const afterAnother = forecastPaths(start, suggestDecisions(start), { paths: 200 });
    for (const forecast of [first, again, afterAnother]) {
      expect(forecast.cash).toEqual(drawn.cash);
      expect(forecast.revenue).toEqual(drawn.revenue);
      expect(forecast.final.marketSize).toEqual(drawn.final.marketSize);
    }
    // A month later the markets lean further: kept streams, markets leaned anew.
    const later = stepMonth(start, suggestDecisions(start)).state;
    const laterDrawn = forecastPaths(later, suggestDecisions(later), { paths: 200, pathSeed: defaultSeeds });
    const laterKept = forecastPaths(later, suggestDecisions(later), { paths: 200 });
    expect(laterKept.cash).toEqual(laterDrawn.cash);
    expect(laterKept.final.marketSize).toEqual(laterDrawn.final.marketSize);
    expect(laterKept.final.marketSize).not.toEqual(first.final.marketSize);
  });

  it('gives ordered bands, cumulative bankruptcy odds and the same answer twice', () => {
    const start = midRun();
    const forecast = forecastRisk(start, suggestDecisions(start), { paths: 300 });
    expect(forecast).toEqual(forecastRisk(start, suggestDecisions(start), { paths: 300 }));
    expect(forecast.fromMonth).toBe(3);
    expect(forecast.months).toBe(21);
    for (let m = 0; m < forecast.months; m++) {
      expect(forecast.cash.p10[m]!).toBeLessThanOrEqual(forecast.cash.p50[m]!);
      expect(forecast.cash.p50[m]!).toBeLessThanOrEqual(forecast.cash.p90[m]!);
      expect(forecast.revenue.p10[m]!).toBeLessThanOrEqual(forecast.revenue.p90[m]!);
      expect(Number.isInteger(forecast.cash.p50[m])).toBe(true);
      expect(forecast.negativeCashProbability[m]!).toBeGreaterThanOrEqual(forecast.bankruptcyProbability[m]!);
      if (m > 0)
        expect(forecast.bankruptcyProbability[m]!).toBeGreaterThanOrEqual(forecast.bankruptcyProbability[m - 1]!);
    }
    // The paths differ: the future is uncertain.
    expect(forecast.cash.p90[20]!).toBeGreaterThan(forecast.cash.p10[20]!);
  });

  it('sees the danger of a burning plan held, and the safety of a rich company', () => {
    const start = midRun();
    const burning = { ...suggestDecisions(start), marketingCents: 10 * presetFor('food', 'BRL').marketingScaleCents };
    expect(forecastRisk(start, burning, { paths: 200, policy: 'keep' }).bankruptWithin12Months).toBeGreaterThan(0.9);
    const rich = midRun({ ...SETUP, startingCapitalCents: 5_000_000_00 });
    const safe = forecastRisk(rich, suggestDecisions(rich), { paths: 200 });
    expect(safe.bankruptWithin12Months).toBe(0);
    expect(safe.bankruptWithin6Months).toBe(0);
  });

  // The review's case: a shop pricing below its unit cost with no marketing. "These decisions
  // kept" must show where keeping them leads (bankruptcy on nearly every path), not the risk of one
  // such month followed by the engine's own sensible months.
  it('keep: a retail shop below unit cost with no marketing goes under on nearly every path, as the label says', () => {
    const preset = presetFor('retail', 'BRL');
    let start = createSimulation({
      ...SETUP,
      businessType: 'retail',
      horizonMonths: 36,
      startingCapitalCents: preset.suggestedCapitalCents,
    });
    start = stepMonth(start, suggestDecisions(start)).state;
    const careless = { ...suggestDecisions(start), priceCents: preset.unitCostCents - 1_00, marketingCents: 0 };
    const kept = forecastRisk(start, careless, { paths: 400, policy: 'keep' });
    const thenSensible = forecastRisk(start, careless, { paths: 400 });
    expect(kept.bankruptcyProbability[kept.months - 1]!).toBeGreaterThan(0.95);
    expect(thenSensible.bankruptcyProbability[thenSensible.months - 1]!).toBeLessThan(0.3);
  });

  it('keep: each path is the months pressing "Avançar mês" gives, replayed with the path’s seed', () => {
    const setup: SimulationSetup = {
      ...SETUP,
      businessType: 'ecommerce',
      horizonMonths: 24,
      startingCapitalCents: 100_000_00,
    };
    const start = midRun(setup, 5);
    const first = { ...suggestDecisions(start), priceCents: 130_00, marketingCents: 4_000_00 };
    const seeds = [3, 2026];
    const forecast = forecastPaths(start, first, {
      paths: seeds.length,
      policy: 'keep',
      pathSeed: (path) => seeds[path]!,
    });
    // The screen's month, then what it pre-fills each month after, events answered "do nothing".
    const pressing: DecisionPolicy = (state, monthAhead) =>
      monthAhead === 0
        ? firstMonthDecisions(state, first)
        : {
            ...prefilledDecisions(state, first),
            eventChoice: state.pendingEvent ? EVENT_CHOICES[state.pendingEvent.type][0] : null,
          };
    seeds.forEach((seed, path) => {
      const replay = engineRun(start, pressing, seed);
      expect(column(forecast.cash, seeds.length, path)).toEqual(replay.cash);
      expect(column(forecast.revenue, seeds.length, path)).toEqual(replay.revenue);
    });
  });

  it('limits the months to the horizon and returns nothing for an ended simulation', () => {
    const start = midRun();
    expect(forecastRisk(start, suggestDecisions(start), { paths: 10, months: 6 }).months).toBe(6);
    expect(forecastRisk(start, suggestDecisions(start), { paths: 10, months: 99 }).months).toBe(21);
    const ended = forecastRisk({ ...start, status: 'finished' }, suggestDecisions(start), { paths: 10 });
    expect(ended.months).toBe(0);
    expect(ended.bankruptWithin12Months).toBe(0);
  });

  it('keeps the decisions within their valid range and answers events with the default option', () => {
    const start: SimulationState = { ...midRun(), pendingEvent: { type: 'newCompetitor', month: 3 } };
    const first = {
      ...suggestDecisions(start),
      headcountDelta: -99,
      loanCents: 5_000_00,
      eventChoice: 'loyaltyProgram' as const,
    };
    const policy = keepDecisions(first);
    expect(policy(start, 0)).toMatchObject({
      headcountDelta: -start.headcount,
      loanCents: 5_000_00,
      eventChoice: 'loyaltyProgram',
    });
    expect(policy(start, 1)).toMatchObject({ headcountDelta: 0, loanCents: 0, eventChoice: 'ignore' });
    // The default policy runs the same first month, then the engine's suggestion.
    const adaptive = adaptiveDecisions(first);
    expect(adaptive(start, 0)).toEqual(policy(start, 0));
    expect(adaptive(start, 1)).toEqual(suggestDecisions(start));
  });
});
