import { describe, expect, it } from 'vitest';
import { createSimulation, suggestDecisions } from './create-simulation';
import { presetFor } from './presets';
import type { MonthDecisions, SimulationSetup, SimulationState } from './types';
import { MAX_MARKETING_MULTIPLE, creditLineCents, loanLimitCents, validateDecisions, validateSetup } from './validate';

const SETUP: SimulationSetup = {
  businessType: 'retail',
  name: 'Loja da Ana',
  country: 'BR',
  currency: 'BRL',
  startingCapitalCents: 100_000_00,
  horizonMonths: 12,
  difficulty: 'normal',
  seed: 42,
  firstCalendarMonth: 3,
};

describe('validateSetup', () => {
  it('accepts a complete setup', () => {
    expect(validateSetup(SETUP)).toEqual([]);
  });

  it.each<[string, Partial<Record<keyof SimulationSetup, unknown>>, string, string]>([
    ['an unknown business type', { businessType: 'casino' }, 'businessType', 'validation.invalidOption'],
    ['a blank name', { name: '   ' }, 'name', 'validation.required'],
    ['a long name', { name: 'x'.repeat(101) }, 'name', 'validation.tooLong'],
    ['an unknown country', { country: 'AR' }, 'country', 'validation.invalidOption'],
    ['an unknown currency', { currency: 'JPY' }, 'currency', 'validation.invalidOption'],
    ['an 18-month horizon', { horizonMonths: 18 }, 'horizonMonths', 'validation.invalidOption'],
    ['an unknown difficulty', { difficulty: 'insane' }, 'difficulty', 'validation.invalidOption'],
    ['a fractional seed', { seed: 1.5 }, 'seed', 'validation.notInteger'],
    ['a negative seed', { seed: -1 }, 'seed', 'validation.outOfRange'],
    ['month 13', { firstCalendarMonth: 13 }, 'firstCalendarMonth', 'validation.outOfRange'],
    ['too little capital', { startingCapitalCents: 999_99 }, 'startingCapitalCents', 'validation.outOfRange'],
    ['fractional cents', { startingCapitalCents: 100_000.5 }, 'startingCapitalCents', 'validation.notInteger'],
    ['missing capital', { startingCapitalCents: undefined }, 'startingCapitalCents', 'validation.required'],
  ])('rejects %s', (_label, patch, path, code) => {
    const issues = validateSetup({ ...SETUP, ...patch } as SimulationSetup);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ path, code });
  });

  it('scales the capital bounds by currency', () => {
    expect(validateSetup({ ...SETUP, currency: 'USD', startingCapitalCents: 400_00 })).toEqual([]);
    expect(validateSetup({ ...SETUP, currency: 'USD', startingCapitalCents: 399_99 })[0]).toMatchObject({
      min: 400_00,
    });
  });
});

describe('validateDecisions', () => {
  const state = createSimulation(SETUP);
  const ok = suggestDecisions(state);
  const preset = presetFor('retail', 'BRL');

  it('accepts the suggested decisions', () => {
    expect(validateDecisions(state, ok)).toEqual([]);
  });

  it.each<[string, Partial<MonthDecisions>, string, string]>([
    ['a zero price', { priceCents: 0 }, 'priceCents', 'validation.outOfRange'],
    ['a price of 10.5 cents', { priceCents: 10.5 }, 'priceCents', 'validation.notInteger'],
    [
      'a price above 10× the reference',
      { priceCents: preset.referencePriceCents * 10 + 1 },
      'priceCents',
      'validation.outOfRange',
    ],
    ['negative marketing', { marketingCents: -1 }, 'marketingCents', 'validation.outOfRange'],
    [
      'marketing beyond the cap',
      { marketingCents: preset.marketingScaleCents * MAX_MARKETING_MULTIPLE + 1 },
      'marketingCents',
      'validation.outOfRange',
    ],
    ['NaN marketing', { marketingCents: NaN }, 'marketingCents', 'validation.notInteger'],
    ['firing more people than there are', { headcountDelta: -3 }, 'headcountDelta', 'validation.outOfRange'],
    ['21 hires in a month', { headcountDelta: 21 }, 'headcountDelta', 'validation.outOfRange'],
    ['negative stock purchases', { purchaseUnits: -1 }, 'purchaseUnits', 'validation.outOfRange'],
    ['negative equipment', { capacityInvestmentCents: -1 }, 'capacityInvestmentCents', 'validation.outOfRange'],
    ['negative quality spending', { qualityInvestmentCents: -5 }, 'qualityInvestmentCents', 'validation.outOfRange'],
    ['repaying a loan never taken', { loanCents: -1 }, 'loanCents', 'validation.outOfRange'],
    ['borrowing beyond the limit', { loanCents: loanLimitCents(SETUP) + 1 }, 'loanCents', 'validation.outOfRange'],
    ['answering an event that did not happen', { eventChoice: 'repair' }, 'eventChoice', 'validation.invalidOption'],
  ])('rejects %s', (_label, patch, path, code) => {
    const issues = validateDecisions(state, { ...ok, ...patch });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ path, code });
  });

  it('refuses stock purchases for a business without stock', () => {
    const service = createSimulation({ ...SETUP, businessType: 'service' });
    expect(validateDecisions(service, { ...suggestDecisions(service), purchaseUnits: 1 })[0]).toMatchObject({
      path: 'purchaseUnits',
      code: 'validation.outOfRange',
      max: 0,
    });
  });

  it('requires an answer from the pending event’s options', () => {
    const pending: SimulationState = { ...state, pendingEvent: { type: 'equipmentFailure', month: 1 } };
    expect(validateDecisions(pending, { ...ok, eventChoice: null })[0]).toMatchObject({
      path: 'eventChoice',
      code: 'validation.required',
    });
    expect(validateDecisions(pending, { ...ok, eventChoice: 'loyaltyProgram' })[0]).toMatchObject({
      code: 'validation.invalidOption',
    });
    expect(validateDecisions(pending, { ...ok, eventChoice: 'repair' })).toEqual([]);
  });

  it('lets a loan be repaid up to what is owed', () => {
    const indebted: SimulationState = { ...state, loanCents: 5_000_00 };
    expect(validateDecisions(indebted, { ...ok, loanCents: -5_000_00 })).toEqual([]);
    expect(validateDecisions(indebted, { ...ok, loanCents: -5_000_01 })[0]).toMatchObject({ min: -5_000_00 });
  });

  it('sizes the credit line and loan limit by difficulty', () => {
    expect(creditLineCents(SETUP)).toBe(20_000_00);
    expect(creditLineCents({ ...SETUP, difficulty: 'hard' })).toBe(10_000_00);
    expect(loanLimitCents(SETUP)).toBe(75_000_00);
    expect(loanLimitCents({ ...SETUP, difficulty: 'easy' })).toBe(100_000_00);
  });
});
