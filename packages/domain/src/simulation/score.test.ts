import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPES } from '../constants';
import { createSimulation, suggestDecisions } from './create-simulation';
import { presetFor } from './presets';
import { SCORE_WEIGHTS, benchmarkRun, finishSimulation, reviewMonth, scoreSimulation } from './score';
import { stepMonth } from './step-month';
import {
  DECISION_FLAGS,
  type DecisionFlag,
  type MonthDecisions,
  type MonthResult,
  type SimulationSetup,
  type SimulationState,
} from './types';

const BASE: SimulationSetup = {
  businessType: 'ecommerce',
  name: 'Loja online',
  country: 'BR',
  currency: 'BRL',
  startingCapitalCents: 100_000_00,
  horizonMonths: 12,
  difficulty: 'normal',
  seed: 11,
  firstCalendarMonth: 1,
};

function play(
  setup: SimulationSetup,
  policy: (s: SimulationState) => MonthDecisions = suggestDecisions,
  months = 36,
): { state: SimulationState; results: MonthResult[] } {
  let state = createSimulation(setup);
  const results: MonthResult[] = [];
  while (state.status === 'running' && results.length < months) {
    const step = stepMonth(state, policy(state));
    state = step.state;
    results.push(step.result);
  }
  return { state, results };
}

describe('score weights', () => {
  it('sum to 1', () => {
    expect(Object.values(SCORE_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});

describe('reviewMonth', () => {
  const { state, results } = play(BASE, suggestDecisions, 1);
  const month = results[0]!;
  const preset = presetFor('ecommerce', 'BRL');
  const review = (decisions: Partial<MonthDecisions>, kpis: Partial<MonthResult['kpis']> = {}) =>
    reviewMonth(state, { ...month, decisions: { ...month.decisions, ...decisions }, kpis: { ...month.kpis, ...kpis } })
      .flags;

  it.each<[string, Partial<MonthDecisions>, Partial<MonthResult['kpis']>, DecisionFlag]>([
    ['a price below unit cost', { priceCents: preset.unitCostCents - 1 }, {}, 'priceBelowCost'],
    ['a price far above the reference', { priceCents: 2 * preset.referencePriceCents }, {}, 'priceFarAboveReference'],
    ['a give-away price', { priceCents: Math.round(0.65 * preset.referencePriceCents) }, {}, 'priceFarBelowReference'],
    ['stock-outs', {}, { demandUnits: 100, lostSalesUnits: 40, unitsSold: 60 }, 'stockout'],
    ['excess stock', {}, { unitsSold: 10, inventoryUnits: 500 }, 'excessInventory'],
    ['no marketing', { marketingCents: 0 }, {}, 'noMarketing'],
    ['saturated marketing', { marketingCents: 4 * preset.marketingScaleCents }, {}, 'marketingSaturated'],
    ['neglected quality', {}, { quality: 0.3 }, 'qualityNeglected'],
    ['the credit line', {}, { cashCents: -1 }, 'creditLineUsed'],
  ])('flags %s', (_label, decisions, kpis, flag) => {
    expect(review(decisions, kpis)).toContain(flag);
  });

  it('flags idle staff after the launch months, in a month that lost money', () => {
    const idle = { ...month.kpis, headcount: 10, unitsSold: 10 };
    const at = (monthNumber: number, netProfitCents: number) =>
      reviewMonth(state, {
        ...month,
        month: monthNumber,
        kpis: idle,
        income: { ...month.income, netProfitCents },
      }).flags;
    expect(at(4, -1)).toContain('idleStaff');
    // A new company is idle by nature; a profitable month's team is not the lesson.
    expect(at(3, -1)).not.toContain('idleStaff');
    expect(at(4, 0)).not.toContain('idleStaff');
  });

  it('scores 100 less 15 a flag', () => {
    const r = reviewMonth(state, {
      ...month,
      decisions: { ...month.decisions, marketingCents: 0 },
      kpis: { ...month.kpis, cashCents: -1 },
    });
    expect(r.score).toBe(100 - 15 * r.flags.length);
    expect(r.flags.length).toBeGreaterThanOrEqual(2);
  });
});

describe('finishSimulation', () => {
  it('finishes a running simulation early and keeps a bankruptcy', () => {
    const early = play(BASE, suggestDecisions, 5);
    const finished = finishSimulation(early.state, early.results);
    expect(finished.state.status).toBe('finished');
    expect(early.state.status).toBe('running');
    const broke = play({ ...BASE, startingCapitalCents: 5_000_00 }, (s) => ({
      ...suggestDecisions(s),
      marketingCents: 60_000_00,
    }));
    const ended = finishSimulation(broke.state, broke.results);
    expect(ended.state.status).toBe('bankrupt');
    expect(ended.score.components.survival).toBe(0);
  });

  it('rewards the suggested decisions over careless ones', () => {
    for (const type of BUSINESS_TYPES) {
      const setup = {
        ...BASE,
        businessType: type,
        startingCapitalCents: presetFor(type, 'BRL').suggestedCapitalCents,
        horizonMonths: 24 as const,
      };
      const good = play(setup);
      const careless = play(setup, (s) => ({
        ...suggestDecisions(s),
        marketingCents: 0,
        priceCents: 3 * presetFor(type, 'BRL').referencePriceCents,
      }));
      expect(scoreSimulation(good.state, good.results).total).toBeGreaterThan(
        scoreSimulation(careless.state, careless.results).total,
      );
    }
  });

  it('scores 0–100 with components in range, disjoint best and worst months, and lessons from the flags', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BUSINESS_TYPES),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.double({ min: 0.3, max: 3, noNaN: true }),
        fc.integer({ min: 1, max: 24 }),
        (businessType, seed, priceFactor, months) => {
          const preset = presetFor(businessType, 'BRL');
          const setup = {
            ...BASE,
            businessType,
            seed,
            horizonMonths: 24 as const,
            startingCapitalCents: preset.suggestedCapitalCents,
          };
          const run = play(
            setup,
            (s) => ({ ...suggestDecisions(s), priceCents: Math.round(preset.referencePriceCents * priceFactor) }),
            months,
          );
          const { score } = finishSimulation(run.state, run.results);
          expect(Number.isInteger(score.total)).toBe(true);
          expect(score.total).toBeGreaterThanOrEqual(0);
          expect(score.total).toBeLessThanOrEqual(100);
          for (const value of Object.values(score.components)) {
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThanOrEqual(100);
          }
          expect(score.bestDecisions.length).toBeLessThanOrEqual(3);
          for (const worst of score.worstDecisions) expect(score.bestDecisions).not.toContain(worst);
          // Ranked by what each month's decisions did to the result, whatever the company's age.
          const effects = score.replay!.monthEffectsCents;
          const best = score.bestDecisions.map((review) => review.effectCents!);
          const worst = score.worstDecisions.map((review) => review.effectCents!);
          for (const review of [...score.bestDecisions, ...score.worstDecisions])
            expect(review.effectCents).toBe(effects[review.month - 1]);
          expect(best).toEqual([...best].sort((a, b) => b - a));
          expect(worst).toEqual([...worst].sort((a, b) => a - b));
          const unlisted = effects.filter((_, index) => !score.bestDecisions.some((r) => r.month === index + 1));
          for (const effect of unlisted) expect(effect).toBeLessThanOrEqual(Math.min(...best));
          if (worst.length > 0) expect(Math.min(...unlisted)).toBe(worst[0]);
          for (const lesson of score.lessons) expect(DECISION_FLAGS).toContain(lesson);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('the careful founder’s benchmark', () => {
  it('is one run for every company of one setup (a class), and never another setup’s or length’s', () => {
    const first = benchmarkRun({ setup: { ...BASE, name: 'Empresa A' } }, 6);
    expect(benchmarkRun({ setup: { ...BASE, name: 'Empresa B' } }, 6)).toEqual(first);
    const otherSeed = benchmarkRun({ setup: { ...BASE, seed: BASE.seed + 1 } }, 6);
    const otherCapital = benchmarkRun({ setup: { ...BASE, startingCapitalCents: 200_000_00 } }, 6);
    const fewerMonths = benchmarkRun({ setup: BASE }, 5);
    expect(otherSeed).not.toEqual(first);
    expect(otherCapital).not.toEqual(first);
    expect(fewerMonths).not.toEqual(first);
    // Played again after others, the same setup gives the same run.
    expect(benchmarkRun({ setup: BASE }, 6)).toEqual(first);
  });
});
