import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPES, CURRENCIES } from '../constants';
import { createSimulation, suggestDecisions, suggestInto, suggestionRules } from './create-simulation';
import {
  BUSINESS_PRESETS,
  DIFFICULTY_RULES,
  INITIAL_BRAND,
  INITIAL_QUALITY,
  INITIAL_SATISFACTION,
  presetFor,
} from './presets';
import { stepMonth } from './step-month';
import type { SimulationSetup, SimulationState } from './types';
import { MAX_HEADCOUNT, loanLimitCents, validateDecisions } from './validate';

const SETUP: SimulationSetup = {
  businessType: 'service',
  name: 'Estúdio',
  country: 'BR',
  currency: 'EUR',
  startingCapitalCents: 20_000_00,
  horizonMonths: 36,
  difficulty: 'hard',
  seed: 5,
  firstCalendarMonth: 8,
};

describe('createSimulation', () => {
  it('starts with the capital in cash and equity, the preset team and nothing else', () => {
    const state = createSimulation(SETUP);
    const preset = presetFor('service', 'EUR');
    expect(state).toMatchObject({
      month: 0,
      status: 'running',
      cashCents: 20_000_00,
      paidInCapitalCents: 20_000_00,
      retainedEarningsCents: 0,
      inventoryUnits: 0,
      equipmentCents: 0,
      loanCents: 0,
      headcount: preset.initialHeadcount,
      customers: 0,
      brand: INITIAL_BRAND,
      quality: INITIAL_QUALITY,
      satisfaction: INITIAL_SATISFACTION,
      competitorPressure: DIFFICULTY_RULES.hard.competitorPressure,
      pendingEvent: null,
      breakEvenMonth: null,
    });
    // "Month 0" is July for a simulation starting in August.
    expect(state.lastFactors).toMatchObject({ revenueCents: 0, customers: 0, seasonality: preset.seasonality[6] });
  });

  it('is plain data that survives a JSON round trip (stored and sent to the browser)', () => {
    let state = createSimulation(SETUP);
    for (let i = 0; i < 4; i++) state = stepMonth(state, suggestDecisions(state)).state;
    const copy = JSON.parse(JSON.stringify(state)) as SimulationState;
    expect(copy).toEqual(state);
    expect(stepMonth(copy, suggestDecisions(copy))).toEqual(stepMonth(state, suggestDecisions(state)));
  });
});

/** A shop started with the capital the form suggests. */
function retailShop(): SimulationState {
  return createSimulation({
    ...SETUP,
    businessType: 'retail',
    currency: 'BRL',
    startingCapitalCents: presetFor('retail', 'BRL').suggestedCapitalCents,
  });
}

describe('suggestDecisions', () => {
  it('is always valid, for every type, currency and month', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BUSINESS_TYPES),
        fc.constantFrom(...CURRENCIES),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (businessType, currency, seed) => {
          let state = createSimulation({
            ...SETUP,
            businessType,
            currency,
            seed,
            startingCapitalCents: presetFor(businessType, currency).suggestedCapitalCents,
          });
          while (state.status === 'running' && state.month < 12) {
            const decisions = suggestDecisions(state);
            expect(validateDecisions(state, decisions)).toEqual([]);
            state = stepMonth(state, decisions).state;
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('prices at the reference, markets at the scale, stocks up and hires when the team is the limit', () => {
    const preset = presetFor('retail', 'BRL');
    const retail = retailShop();
    const suggestion = suggestDecisions(retail);
    expect(suggestion.priceCents).toBe(preset.referencePriceCents);
    expect(suggestion.marketingCents).toBe(preset.marketingScaleCents);
    expect(suggestion.purchaseUnits).toBeGreaterThan(0);
    expect(suggestion.headcountDelta).toBe(0);
    const busy = suggestDecisions({ ...retail, customers: 5_000 });
    expect(busy.headcountDelta).toBe(1);
    expect(suggestDecisions({ ...retail, pendingEvent: { type: 'supplierShock', month: 1 } }).eventChoice).toBe(
      'absorb',
    );
  });

  it('takes the care that keeps a company alive: cuts spending, borrows before cash runs out, repays once it makes money', () => {
    const preset = presetFor('retail', 'BRL');
    const start = retailShop();
    const limit = loanLimitCents(start.setup);
    // Month 5, a handful of customers, the team idle and the month losing money.
    const struggling: SimulationState = { ...start, month: 5, customers: 100, cashCents: 30_000_00 };
    const cut = suggestDecisions(struggling);
    expect(cut.headcountDelta).toBe(-1);
    expect(cut.marketingCents).toBe(Math.round(preset.marketingScaleCents / 2));
    expect(cut.loanCents).toBeGreaterThan(0);
    expect(cut.loanCents).toBeLessThanOrEqual(limit);
    // Not in the launch months, when few customers are the normal state.
    expect(suggestDecisions({ ...struggling, month: 2 }).headcountDelta).toBe(0);
    // No loan beyond the limit.
    expect(suggestDecisions({ ...struggling, loanCents: limit }).loanCents).toBe(0);
    // A busy, profitable shop with cash to spare repays, and only what it owes.
    const thriving: SimulationState = {
      ...start,
      month: 20,
      customers: 2_500,
      headcount: 2,
      loanCents: 10_000_00,
      cashCents: 400_000_00,
    };
    expect(suggestDecisions(thriving).loanCents).toBe(-10_000_00);
    expect(suggestDecisions(thriving).marketingCents).toBe(preset.marketingScaleCents);
  });

  it('never hires past the headcount limit, so a large team still gets valid decisions', () => {
    const saas = createSimulation({ ...SETUP, businessType: 'saas', currency: 'BRL' });
    const full: SimulationState = { ...saas, headcount: MAX_HEADCOUNT, customers: 40_000 };
    expect(suggestDecisions({ ...full, headcount: MAX_HEADCOUNT - 1 }).headcountDelta).toBe(1);
    expect(suggestDecisions(full).headcountDelta).toBe(0);
    expect(validateDecisions(full, suggestDecisions(full))).toEqual([]);
  });

  it('is suggestInto on the state’s numbers, which the risk forecast runs on its typed arrays', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BUSINESS_TYPES),
        fc.integer({ min: 0, max: 35 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 30_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: -50_000_00, max: 500_000_00 }),
        fc.integer({ min: 0, max: 80_000_00 }),
        fc.constantFrom(null, 'supplierShock', 'newCompetitor'),
        (businessType, month, customers, headcount, inventoryUnits, fillRate, cashCents, loanCents, pending) => {
          const base = createSimulation({ ...SETUP, businessType, currency: 'BRL' });
          const state: SimulationState = {
            ...base,
            month,
            customers,
            headcount,
            inventoryUnits,
            cashCents,
            loanCents,
            lastFactors: { ...base.lastFactors, fillRate },
            pendingEvent: pending ? { type: pending, month } : null,
          };
          const out = suggestInto({ ...suggestDecisions(base) }, suggestionRules(base.setup), {
            month,
            customers,
            headcount,
            inventoryUnits,
            fillRate,
            cashCents,
            loanCents,
            pendingEvent: pending,
          });
          expect(out).toEqual(suggestDecisions(state));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('presets', () => {
  it('has one preset per business type, in the order of the constants', () => {
    expect(Object.keys(BUSINESS_PRESETS)).toEqual([...BUSINESS_TYPES]);
  });
});
