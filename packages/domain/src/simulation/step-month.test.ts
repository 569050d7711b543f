import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPES } from '../constants';
import { createSimulation, suggestDecisions } from './create-simulation';
import { detPow, saturate } from './det-math';
import { EVENT_SPECS, REPAIR_EQUIPMENT_SHARE, REPAIR_MIN_FIXED_COST_SHARE } from './events';
import { roundCents } from './money';
import { BUSINESS_PRESETS, COUNTRY_RULES, presetFor } from './presets';
import {
  DISMISSAL_SATISFACTION_HIT,
  EQUIPMENT_MAX_BOOST,
  QUALITY_DECAY,
  QUALITY_GAIN_MAX,
  RECRUITING_SALARY_SHARE,
  SimulationError,
  advanceMonthUnchecked,
  appealOf,
  calendarIndex,
  churnRateOf,
  nextBrand,
  nextQuality,
  priceResponseOf,
  staffCapacityOf,
  stepMonth,
} from './step-month';
import { rbt12Cents, simplesEffectiveRate } from './taxes';
import type { MonthDecisions, MonthResult, SimulationSetup, SimulationState } from './types';

const BASE: SimulationSetup = {
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

/** A setup whose first `months` months draw no event under the suggested decisions, so a test sees one mechanic alone. */
function quiet(patch: Partial<SimulationSetup> = {}, months = 3): SimulationSetup {
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

function step(
  state: SimulationState,
  patch: Partial<MonthDecisions> = {},
): { state: SimulationState; result: MonthResult } {
  return stepMonth(state, { ...suggestDecisions(state), ...patch });
}

describe('calendarIndex', () => {
  it.each<[number, number, number]>([
    [1, 1, 0],
    [1, 12, 11],
    [1, 13, 0],
    [11, 1, 10],
    [11, 3, 0],
    [12, 24, 10],
  ])('first calendar month %d, simulated month %d → index %d', (first, month, index) => {
    expect(calendarIndex(first, month)).toBe(index);
  });
});

describe('awareness and quality', () => {
  const preset = BUSINESS_PRESETS.retail;

  it('decays without marketing and gains (1 − 1/e) of the maximum at the marketing scale', () => {
    expect(nextBrand(preset, 0.5, 0)).toBeCloseTo(0.5 * (1 - preset.brandDecay), 12);
    const decayed = 0.5 * (1 - preset.brandDecay);
    expect(nextBrand(preset, 0.5, preset.marketingScaleCents)).toBeCloseTo(
      decayed + (1 - decayed) * preset.brandGainMax * (1 - Math.exp(-1)),
      12,
    );
  });

  it('has diminishing returns on marketing and never passes 1', () => {
    const gain = (spend: number) => nextBrand(preset, 0.2, spend) - nextBrand(preset, 0.2, 0);
    const k = preset.marketingScaleCents;
    expect(gain(2 * k) - gain(k)).toBeLessThan(gain(k));
    expect(gain(3 * k) - gain(2 * k)).toBeLessThan(gain(2 * k) - gain(k));
    expect(nextBrand(preset, 0.99, 100 * k)).toBeLessThanOrEqual(1);
  });

  it('erodes quality without investment and raises it with diminishing returns', () => {
    expect(nextQuality(preset, 0.5, 0)).toBeCloseTo(0.5 * (1 - QUALITY_DECAY), 12);
    const once = nextQuality(preset, 0.5, 1e12);
    expect(once).toBeCloseTo(0.5 * (1 - QUALITY_DECAY) + (1 - 0.5 * (1 - QUALITY_DECAY)) * QUALITY_GAIN_MAX, 9);
    expect(nextQuality(preset, 0.999, 1e12)).toBeLessThanOrEqual(1);
  });
});

describe('cached transcendental arguments', () => {
  // The month keeps the last argument and result of each saturate and detPow call: interleaved
  // calls with other presets and amounts must give exactly the uncached formula's bits.
  it('give the uncached formulas’ exact values, whatever the order of the calls', () => {
    const presets = BUSINESS_TYPES.map((type) => BUSINESS_PRESETS[type]);
    const call = fc.record({
      preset: fc.constantFrom(...presets),
      level: fc.double({ min: 0, max: 1, noNaN: true }),
      amount: fc.constantFrom(0, 1, 2_500_00, 3_000_00, 10_000_00, 123_456_78),
      ratio: fc.constantFrom(0.5, 0.9, 1, 1.1, 2.5, 10),
      satisfaction: fc.double({ min: 0, max: 100, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(call, { minLength: 1, maxLength: 30 }), (calls) => {
        for (const { preset, level, amount, ratio, satisfaction } of calls) {
          const decayed = level * (1 - preset.brandDecay);
          expect(nextBrand(preset, level, amount)).toBe(
            decayed + (1 - decayed) * preset.brandGainMax * saturate(amount / preset.marketingScaleCents),
          );
          const eroded = level * (1 - QUALITY_DECAY);
          expect(nextQuality(preset, level, amount)).toBe(
            eroded + (1 - eroded) * QUALITY_GAIN_MAX * saturate(amount / preset.qualityScaleCents),
          );
          const boost = 1 + EQUIPMENT_MAX_BOOST * saturate(amount / preset.equipmentScaleCents);
          expect(staffCapacityOf(preset, 3, 1, amount, 0.2)).toBe(
            Math.floor((3 - 0.5) * preset.unitsPerEmployee * boost * (1 - 0.2)),
          );
          const subscription = preset.mode === 'subscription';
          const exponent = subscription ? preset.priceElasticity : preset.priceElasticity / 2;
          expect(appealOf(preset, level, 0.3, ratio)).toBe(
            ((0.7 + 0.6 * level) * Math.min(3, detPow(ratio, -exponent))) / 1.3,
          );
          expect(priceResponseOf(preset, ratio)).toBe(
            subscription ? 1 : Math.min(3, detPow(ratio, -preset.priceElasticity / 2)),
          );
          const satisfactionFactor = Math.min(2, Math.max(0.5, (100 - satisfaction) / 40));
          const priceFactor = subscription ? Math.min(2, Math.max(0.7, detPow(ratio, 0.5))) : 1;
          expect(churnRateOf(preset, level, satisfaction, ratio)).toBe(
            Math.min(0.5, preset.baseChurn * (1.5 - level) * satisfactionFactor * priceFactor),
          );
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('advanceMonthUnchecked', () => {
  it('gives the state stepMonth gives, without the statements', () => {
    for (const businessType of BUSINESS_TYPES) {
      let state = createSimulation({
        ...BASE,
        businessType,
        country: businessType === 'saas' ? 'US' : 'BR',
        currency: 'BRL',
        seed: 31,
        horizonMonths: 24,
      });
      while (state.status === 'running') {
        const decisions = suggestDecisions(state);
        const fast = advanceMonthUnchecked(state, decisions);
        const full = stepMonth(state, decisions).state;
        expect(fast).toEqual(full);
        state = full;
      }
    }
  });
});

describe('staff capacity', () => {
  const preset = BUSINESS_PRESETS.service;

  it.each<[string, number, number, number, number, number]>([
    ['two settled people', 2, 0, 0, 0, 200],
    ['a new hire at half output', 3, 1, 0, 0, 250],
    ['broken equipment −25%', 2, 0, 0, 0.25, 150],
    ['nobody', 0, 0, 0, 0, 0],
  ])('%s', (_label, headcount, newHires, equipment, loss, expected) => {
    expect(staffCapacityOf(preset, headcount, newHires, equipment, loss)).toBe(expected);
  });

  it('rises with equipment towards +50%', () => {
    expect(staffCapacityOf(preset, 2, 0, preset.equipmentScaleCents, 0)).toBe(
      Math.floor(200 * (1 + EQUIPMENT_MAX_BOOST * (1 - Math.exp(-1)))),
    );
    expect(staffCapacityOf(preset, 2, 0, 1e15, 0)).toBe(300);
  });
});

describe('stepMonth: sales, stock and costs', () => {
  it('sells nothing without stock and records the lost sales', () => {
    const state = createSimulation(quiet());
    const { result } = step(state, { purchaseUnits: 0 });
    expect(result.kpis.unitsSold).toBe(0);
    expect(result.kpis.demandUnits).toBeGreaterThan(0);
    expect(result.kpis.lostSalesUnits).toBe(result.kpis.demandUnits);
    // The explanation shows the customers won and the capacity limit that cancelled them.
    expect(result.explanation.revenueDrivers.newCustomers).toBeGreaterThan(0);
    expect(result.explanation.revenueDrivers.capacity).toBeLessThan(0);
    const stocked = step(state);
    expect(stocked.result.kpis.satisfaction).toBeGreaterThan(result.kpis.satisfaction);
  });

  it('costs sales at the weighted average cost of the stock', () => {
    const setup = quiet();
    const preset = presetFor('retail', 'BRL');
    const state: SimulationState = {
      ...createSimulation(setup),
      inventoryUnits: 100,
      inventoryValueCents: 100 * 30_00,
    };
    const { state: next, result } = step(state, { purchaseUnits: 100 });
    const average = (100 * 30_00 + 100 * preset.unitCostCents) / 200;
    expect(result.income.costOfSalesCents).toBe(roundCents(average * result.kpis.unitsSold));
    expect(next.inventoryUnits).toBe(200 - result.kpis.unitsSold);
    expect(next.inventoryValueCents).toBe(100 * 30_00 + 100 * preset.unitCostCents - result.income.costOfSalesCents);
    expect(result.income.holdingCostsCents).toBe(roundCents(next.inventoryValueCents * preset.holdingCostRate));
  });

  it('spoils half of the unsold perishable stock', () => {
    const setup = quiet({ businessType: 'food' });
    const { state: next, result } = step(createSimulation(setup), { purchaseUnits: 2_000 });
    const unsold = 2_000 - result.kpis.unitsSold;
    expect(next.inventoryUnits).toBe(unsold - Math.round(unsold * 0.5));
    expect(result.income.inventoryLossesCents).toBeGreaterThan(0);
  });

  it('charges the Simples Nacional on revenue in Brazil, paid the next month', () => {
    const setup = quiet({}, 2);
    const first = step(createSimulation(setup));
    const revenue = first.result.income.grossRevenueCents;
    const rate = simplesEffectiveRate('I', rbt12Cents([], revenue));
    expect(first.result.income.revenueTaxesCents).toBe(roundCents(revenue * rate));
    expect(first.result.income.incomeTaxCents).toBe(0);
    expect(first.result.balance.taxPayableCents).toBe(first.result.income.revenueTaxesCents);
    const second = step(first.state);
    expect(second.result.cashFlow.taxPaymentsCents).toBe(-first.result.income.revenueTaxesCents);
  });

  it('taxes profit elsewhere, after losses carried forward', () => {
    const setup = quiet({ country: 'US', businessType: 'service' }, 1);
    const state: SimulationState = { ...createSimulation(setup), customers: 60, satisfaction: 70 };
    const profitable = step(state, { marketingCents: 0, qualityInvestmentCents: 0 });
    const ebt = profitable.result.income.earningsBeforeTaxCents;
    expect(ebt).toBeGreaterThan(0);
    expect(profitable.result.income.revenueTaxesCents).toBe(0);
    expect(profitable.result.income.incomeTaxCents).toBe(roundCents(ebt * COUNTRY_RULES.US.profitTaxRate!));
    const carried = step(
      { ...state, taxLossCarryForwardCents: ebt - 100_00 },
      { marketingCents: 0, qualityInvestmentCents: 0 },
    );
    expect(carried.result.income.incomeTaxCents).toBe(roundCents(100_00 * COUNTRY_RULES.US.profitTaxRate!));
    expect(carried.state.taxLossCarryForwardCents).toBe(0);
  });

  it('charges interest on the opening loan and overdraft', () => {
    const setup = quiet({}, 1);
    const state: SimulationState = {
      ...createSimulation(setup),
      loanCents: 10_000_00,
      cashCents: -1_000_00,
      paidInCapitalCents: 120_000_00 - 11_000_00,
    };
    const { result } = step(state);
    expect(result.income.interestCents).toBe(10_000_00 * 0.025 + 1_000_00 * 0.06);
    expect(result.cashFlow.interestPaidCents).toBe(-result.income.interestCents);
  });

  it('pays recruiting for hires and severance for dismissals, and dismissals cost satisfaction', () => {
    const setup = quiet({ businessType: 'service' }, 1);
    const preset = presetFor('service', 'BRL');
    const state = createSimulation(setup);
    const hired = step(state, { headcountDelta: 2 });
    expect(hired.result.income.hiringAndSeveranceCents).toBe(2 * preset.salaryCents * RECRUITING_SALARY_SHARE);
    expect(hired.result.kpis.headcount).toBe(4);
    expect(hired.result.income.payrollCents).toBe(4 * preset.salaryCents + roundCents(4 * preset.salaryCents * 0.37));
    const fired = step(state, { headcountDelta: -1 });
    expect(fired.result.income.hiringAndSeveranceCents).toBe(1.5 * preset.salaryCents);
    const kept = step(state);
    expect(kept.result.kpis.satisfaction - fired.result.kpis.satisfaction).toBeGreaterThan(
      DISMISSAL_SATISFACTION_HIT - 1,
    );
  });
});

describe('stepMonth: demand', () => {
  it('sells fewer units at a higher price (elasticity) and wins more customers with marketing', () => {
    const state = createSimulation(quiet({ businessType: 'ecommerce' }, 1));
    const preset = presetFor('ecommerce', 'BRL');
    const cheap = step({ ...state, customers: 1_000 }, { priceCents: preset.referencePriceCents });
    const dear = step({ ...state, customers: 1_000 }, { priceCents: 2 * preset.referencePriceCents });
    expect(dear.result.kpis.demandUnits).toBeLessThan(cheap.result.kpis.demandUnits * 0.6);
    const loud = step(state, { marketingCents: 3 * preset.marketingScaleCents });
    const silent = step(state, { marketingCents: 0 });
    expect(loud.result.kpis.newCustomers).toBeGreaterThan(silent.result.kpis.newCustomers);
  });

  it('follows the calendar: retail December sells more than February', () => {
    const december = step(
      { ...createSimulation({ ...quiet({}, 1), firstCalendarMonth: 12 }), customers: 2_000 },
      { purchaseUnits: 5_000, headcountDelta: 5 },
    );
    const february = step(
      { ...createSimulation({ ...quiet({}, 1), firstCalendarMonth: 2 }), customers: 2_000 },
      { purchaseUnits: 5_000, headcountDelta: 5 },
    );
    const ratio = december.result.kpis.demandUnits / february.result.kpis.demandUnits;
    expect(ratio).toBeCloseTo(1.31 / 0.85, 1);
  });

  it('bills saas customers monthly and churns them', () => {
    const state: SimulationState = { ...createSimulation(quiet({ businessType: 'saas' }, 1)), customers: 400 };
    const { result } = step(state);
    expect(result.income.grossRevenueCents).toBe(result.kpis.customers * result.decisions.priceCents);
    expect(result.kpis.lostCustomers).toBeGreaterThan(0);
    expect(result.kpis.churnRate).toBeCloseTo(result.kpis.lostCustomers / 400, 12);
    expect(result.kpis.ltvCents).not.toBeNull();
  });
});

describe('stepMonth: explanation', () => {
  it('attributes a price rise to the price (up) and to the units each customer buys (down)', () => {
    const setup = quiet({ businessType: 'ecommerce' }, 2);
    const preset = presetFor('ecommerce', 'BRL');
    const first = step({ ...createSimulation(setup), customers: 1_000 }, { purchaseUnits: 2_000 });
    const second = step(first.state, {
      priceCents: Math.round(preset.referencePriceCents * 1.3),
      purchaseUnits: 2_000,
    });
    const d = second.result.explanation.revenueDrivers;
    expect(d.price).toBeGreaterThan(0);
    expect(d.priceResponse).toBeLessThan(0);
    expect(d.capacity).toBe(0);
    expect(d.lostCustomers).toBeLessThan(0);
    expect(Object.values(d).reduce((a, b) => a + b, 0)).toBe(second.result.explanation.revenueChangeCents);
  });

  it('splits a saas month into customers won, customers lost and price, in exact cents', () => {
    const setup = quiet({ businessType: 'saas' }, 2);
    const first = step({ ...createSimulation(setup), customers: 300 });
    const second = step(first.state, { priceCents: first.result.decisions.priceCents + 10_00 });
    const d = second.result.explanation.revenueDrivers;
    const k = second.result.kpis;
    const oldPrice = first.result.decisions.priceCents;
    expect(d.newCustomers).toBe(k.newCustomers * oldPrice);
    expect(d.lostCustomers).toBe(-k.lostCustomers * oldPrice);
    expect(d.price).toBe(k.customers * 10_00);
    expect(d.seasonality + d.priceResponse + d.market + d.noise + d.capacity).toBe(0);
  });

  it('names the cash drivers: sales in, stock, costs, taxes, investment and financing out', () => {
    const setup = quiet({}, 2);
    const first = step(createSimulation(setup), { capacityInvestmentCents: 5_000_00, loanCents: 20_000_00 });
    const c = first.result.explanation.cashDrivers;
    expect(c.sales).toBe(first.result.income.grossRevenueCents);
    expect(c.inventory).toBe(-first.result.decisions.purchaseUnits * presetFor('retail', 'BRL').unitCostCents);
    expect(c.investment).toBe(-5_000_00);
    expect(c.financing).toBe(20_000_00);
    expect(c.taxes).toBe(0);
    expect(step(first.state).result.explanation.cashDrivers.taxes).toBe(-first.result.income.revenueTaxesCents);
  });
});

describe('stepMonth: events', () => {
  it('fires each event type at about its monthly probability', () => {
    const counts = new Map<string, number>();
    const n = 3_000;
    for (let seed = 0; seed < n; seed++) {
      const { result } = step(createSimulation({ ...BASE, seed }));
      for (const e of result.events) counts.set(e.type, (counts.get(e.type) ?? 0) + 1);
    }
    for (const type of ['supplierShock', 'viralPost', 'downturn', 'equipmentFailure'] as const) {
      const rate = (counts.get(type) ?? 0) / n;
      expect(Math.abs(rate - EVENT_SPECS[type].probability)).toBeLessThan(0.015);
    }
  });

  it('asks at most one choice a month and requires its answer next month', () => {
    for (let seed = 0; seed < 400; seed++) {
      const first = step(createSimulation({ ...BASE, seed }));
      const asking = first.result.events.filter((e) => e.asksChoice);
      expect(asking.length).toBeLessThanOrEqual(1);
      expect(first.state.pendingEvent !== null).toBe(asking.length === 1);
      if (first.state.pendingEvent) {
        expect(() => stepMonth(first.state, { ...suggestDecisions(first.state), eventChoice: null })).toThrow(
          SimulationError,
        );
      }
    }
  });

  it('draws the same events whatever the decisions (one stream per purpose and month)', () => {
    const setup = { ...BASE, seed: 7, horizonMonths: 24 as const, startingCapitalCents: 1_000_000_00 };
    const events = (marketing: number) => {
      let state = createSimulation(setup);
      const seen: string[] = [];
      while (state.status === 'running') {
        const s = step(state, { marketingCents: marketing });
        seen.push(
          ...s.result.events.filter((e) => e.type !== 'keyEmployeeLeaves').map((e) => `${s.result.month}:${e.type}`),
        );
        state = s.state;
      }
      expect(state.status).toBe('finished');
      return seen;
    };
    expect(events(0)).toEqual(events(9_000_00));
  });

  it.each<
    [
      string,
      Partial<SimulationState>,
      MonthDecisions['eventChoice'],
      (s: SimulationState, r: MonthResult, base: SimulationState) => void,
    ]
  >([
    [
      'switching supplier ends the shock and costs quality',
      { pendingEvent: { type: 'supplierShock', month: 0 }, supplierShock: 0.2, supplierShockMonths: 2 },
      'switchSupplier',
      (s) => {
        expect(s.supplierShock).toBe(0);
        expect(s.supplierShockMonths).toBe(0);
      },
    ],
    [
      'absorbing keeps the shock one month shorter',
      { pendingEvent: { type: 'supplierShock', month: 0 }, supplierShock: 0.2, supplierShockMonths: 2 },
      'absorb',
      (s) => {
        expect(s.supplierShock).toBe(0.2);
        expect(s.supplierShockMonths).toBe(1);
      },
    ],
    [
      'repairing costs money and restores capacity',
      { pendingEvent: { type: 'equipmentFailure', month: 0 }, capacityLoss: 0.3, capacityLossMonths: 2 },
      'repair',
      (s, r) => {
        const preset = presetFor('retail', 'BRL');
        expect(r.income.eventCostsCents).toBe(
          Math.max(
            preset.equipmentScaleCents * REPAIR_EQUIPMENT_SHARE,
            preset.fixedCostsCents * REPAIR_MIN_FIXED_COST_SHARE,
          ),
        );
        expect(s.capacityLoss).toBe(0);
      },
    ],
    [
      'hiring a replacement adds a person at a headhunter’s fee',
      { pendingEvent: { type: 'keyEmployeeLeaves', month: 0 }, headcount: 1 },
      'hireReplacement',
      (s, r) => {
        expect(s.headcount).toBe(2);
        expect(r.income.hiringAndSeveranceCents).toBe(presetFor('retail', 'BRL').salaryCents);
      },
    ],
    [
      'a loyalty programme costs money and relieves competitor pressure',
      { pendingEvent: { type: 'newCompetitor', month: 0 }, competitorPressure: 0.6 },
      'loyaltyProgram',
      (s, r, base) => {
        expect(r.income.eventCostsCents).toBe(presetFor('retail', 'BRL').marketingScaleCents / 2);
        expect(s.competitorPressure).toBeLessThan(0.6 - 0.09);
        expect(s.competitorPressure).toBeGreaterThan(base.competitorPressure);
      },
    ],
  ])('%s', (_label, patch, choice, check) => {
    const base = createSimulation(quiet({}, 1));
    const state = { ...base, ...patch };
    const { state: next, result } = step(state, { eventChoice: choice });
    expect(result.answered).toEqual({ type: state.pendingEvent!.type, choice });
    check(next, result, base);
  });
});

describe('stepMonth: the end', () => {
  it('goes bankrupt when spending sinks cash below the credit line, and refuses another month', () => {
    const setup = { ...BASE, startingCapitalCents: 10_000_00 };
    const { state, result } = step(createSimulation(setup), { marketingCents: 60_000_00 });
    expect(result.status).toBe('bankrupt');
    expect(state.cashCents).toBeLessThan(-2_000_00);
    expect(state.pendingEvent).toBeNull();
    expect(() => step(state)).toThrow(expect.objectContaining({ code: 'simulation.notRunning' }));
  });

  it('finishes at the horizon', () => {
    let state = createSimulation({ ...BASE, startingCapitalCents: 500_000_00 });
    const statuses: string[] = [];
    while (state.status === 'running') {
      const s = step(state);
      statuses.push(s.result.status);
      state = s.state;
    }
    expect(statuses).toHaveLength(12);
    expect(statuses.slice(0, 11).every((s) => s === 'running')).toBe(true);
    expect(statuses[11]).toBe('finished');
  });

  it('throws with the issues on invalid decisions, leaving the state alone', () => {
    const state = createSimulation(BASE);
    const before = JSON.parse(JSON.stringify(state)) as SimulationState;
    expect(() => step(state, { priceCents: -5 })).toThrow(
      expect.objectContaining({
        code: 'simulation.invalidDecisions',
        issues: [expect.objectContaining({ path: 'priceCents' })],
      }),
    );
    step(state);
    expect(state).toEqual(before);
  });

  it('throws on an invalid setup', () => {
    expect(() => createSimulation({ ...BASE, horizonMonths: 7 as never })).toThrow(
      expect.objectContaining({ code: 'simulation.invalidSetup' }),
    );
  });
});
