import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPES } from '../constants';
import { createSimulation, suggestDecisions } from '../simulation/create-simulation';
import { presetFor } from '../simulation/presets';
import { stepMonth } from '../simulation/step-month';
import type { MonthDecisions, SimulationSetup, SimulationState } from '../simulation/types';
import { classMonth } from './class-month';
import { divideMarket, type MarketEntrant } from './shared-market';

const SETUP: SimulationSetup = {
  businessType: 'retail',
  name: 'Turma',
  country: 'BR',
  currency: 'BRL',
  startingCapitalCents: 150_000_00,
  horizonMonths: 12,
  difficulty: 'normal',
  seed: 4242,
  firstCalendarMonth: 3,
};
const preset = presetFor(SETUP.businessType, SETUP.currency);

/** A student's policy: the suggestion with their own price and marketing (multiples of the preset's). */
function student(priceMultiple: number, marketingMultiple: number) {
  return (state: SimulationState): MonthDecisions => ({
    ...suggestDecisions(state),
    priceCents: Math.round(preset.referencePriceCents * priceMultiple),
    marketingCents: Math.round(preset.marketingScaleCents * marketingMultiple),
  });
}

const CLASS = [student(1, 1), student(0.9, 0.5), student(1.15, 2), student(1, 0), student(0.8, 1.5)];

/** Plays the class's rounds to the horizon; returns every round. */
function playClass(mode: 'solo' | 'shared', policies = CLASS, setup = SETUP) {
  let states = policies.map(() => createSimulation(setup));
  const rounds = [];
  for (let m = 0; m < setup.horizonMonths; m++) {
    const round = classMonth(
      mode,
      states.map((state, i) => ({ state, decisions: policies[i]!(state) })),
    );
    rounds.push(round);
    states = round.companies.map((company, i) => company?.state ?? states[i]!);
  }
  return rounds;
}

describe('the shared market', () => {
  it('gives the same months to the cent for the same seed and decisions', () => {
    const first = playClass('shared');
    const second = playClass('shared');
    expect(second).toEqual(first);
    // The companies really compete: their results differ.
    const revenues = first[5]!.companies.map((c) => c!.result.kpis.revenueCents);
    expect(new Set(revenues).size).toBe(revenues.length);
  });

  it('divides the whole market: the shares sum to one and the slices to its size, every month', () => {
    for (const round of playClass('shared')) {
      const division = round.division!;
      const shareSum = division.shares.reduce((sum, share) => sum + share, 0);
      expect(shareSum).toBeCloseTo(1, 12);
      expect(division.shares.every((share) => share > 0)).toBe(true);
      const sliceSum = division.slices.reduce((sum, slice) => sum + slice, 0);
      expect(sliceSum / division.size).toBeCloseTo(1, 12);
      const revenue = round.companies.reduce((sum, c) => sum + (c?.result.kpis.revenueCents ?? 0), 0);
      expect(round.report.revenueCents).toBe(revenue);
      const revenueShares = round.report.companies.reduce((sum, row) => sum + (row?.revenueShare ?? 0), 0);
      expect(revenueShares).toBeCloseTo(1, 12);
    }
  });

  it('never takes share from a company that lowers its price, other things equal (every business type)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BUSINESS_TYPES),
        fc.array(fc.record({ price: fc.double({ min: 0.3, max: 3, noNaN: true }), marketing: fc.nat(3) }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.nat(7),
        fc.double({ min: 0.5, max: 0.999, noNaN: true }),
        (businessType, companies, pick, cut) => {
          const p = presetFor(businessType, 'BRL');
          const state = createSimulation({ ...SETUP, businessType });
          const entrants: MarketEntrant[] = companies.map(({ price, marketing }) => ({
            state,
            decisions: {
              ...suggestDecisions(state),
              priceCents: Math.max(1, Math.round(p.referencePriceCents * price)),
              marketingCents: p.marketingScaleCents * marketing,
            },
          }));
          const k = pick % entrants.length;
          const before = divideMarket(entrants, 1);
          const cheaper = entrants.map((entrant, i) =>
            i === k
              ? {
                  ...entrant,
                  decisions: {
                    ...entrant.decisions,
                    priceCents: Math.max(1, Math.floor(entrant.decisions.priceCents * cut)),
                  },
                }
              : entrant,
          );
          const after = divideMarket(cheaper, 1);
          expect(after.shares[k]).toBeGreaterThanOrEqual(before.shares[k]!);
          after.shares.forEach((share, i) => {
            if (i !== k) expect(share).toBeLessThanOrEqual(before.shares[i]!);
          });
          // The market itself does not depend on prices: only its division does.
          expect(after.size).toBe(before.size);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('wins a company that lowers its price at least as many customers in the round', () => {
    const state = createSimulation(SETUP);
    const rivals = [student(1, 1), student(1.1, 1)].map((policy) => ({ state, decisions: policy(state) }));
    const base = { state, decisions: student(1.05, 1)(state) };
    const cheaper = {
      state,
      decisions: { ...base.decisions, priceCents: Math.round(base.decisions.priceCents * 0.9) },
    };
    const before = classMonth('shared', [base, ...rivals]);
    const after = classMonth('shared', [cheaper, ...rivals]);
    expect(after.companies[0]!.result.kpis.newCustomers).toBeGreaterThan(before.companies[0]!.result.kpis.newCustomers);
    expect(after.division!.shares[0]).toBeGreaterThan(before.division!.shares[0]!);
  });

  it('sends a company’s customers to its rivals after a stock-out', () => {
    const state = createSimulation(SETUP);
    const decisions = suggestDecisions(state);
    const short = { ...state, lastFactors: { ...state.lastFactors, fillRate: 0.5 } };
    const division = divideMarket(
      [
        { state, decisions },
        { state: short, decisions },
      ],
      1,
    );
    expect(division.shares[0]).toBeGreaterThan(0.5);
    expect(division.shares[1]).toBeLessThan(0.5);
  });

  it('grows the market with the class’s marketing, and splits it evenly between equal companies', () => {
    const state = createSimulation(SETUP);
    const quiet = { state, decisions: { ...suggestDecisions(state), marketingCents: 0 } };
    const loud = { state, decisions: { ...suggestDecisions(state), marketingCents: preset.marketingScaleCents * 3 } };
    const quietMarket = divideMarket([quiet, quiet], 1);
    const loudMarket = divideMarket([loud, loud], 1);
    expect(loudMarket.size).toBeGreaterThan(quietMarket.size);
    expect(loudMarket.shares).toEqual([0.5, 0.5]);
    const round = classMonth('shared', [loud, loud]);
    expect(round.companies[1]).toEqual(round.companies[0]);
  });

  it('keeps a closed company’s customers in the market for its rivals', () => {
    const state = createSimulation(SETUP);
    const decisions = suggestDecisions(state);
    const closed: SimulationState = { ...state, status: 'bankrupt' };
    const round = classMonth('shared', [
      { state, decisions },
      { state: closed, decisions },
    ]);
    expect(round.companies[1]).toBeNull();
    expect(round.report.companies[1]).toBeNull();
    expect(round.division!.shares).toEqual([1, 0]);
    // The one company left has the two companies' market.
    const alone = classMonth('shared', [{ state, decisions }]);
    expect(round.division!.size).toBeCloseTo(2 * alone.division!.size, 12);
  });

  it('refuses companies of different scenarios', () => {
    const state = createSimulation(SETUP);
    const other = createSimulation({ ...SETUP, seed: SETUP.seed + 1 });
    const decisions = suggestDecisions(state);
    expect(() =>
      classMonth('shared', [
        { state, decisions },
        { state: other, decisions },
      ]),
    ).toThrow('simulation.invalidSetup');
  });
});

describe('the solo market', () => {
  it('equals N independent simulations with the class’s seed', () => {
    const rounds = playClass('solo');
    CLASS.forEach((policy, i) => {
      let state = createSimulation(SETUP);
      rounds.forEach((round) => {
        const step = stepMonth(state, policy(state));
        expect(round.companies[i]).toEqual(step);
        state = step.state;
      });
    });
    expect(rounds.every((round) => round.division === null)).toBe(true);
  });
});
