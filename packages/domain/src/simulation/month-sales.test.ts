import { describe, expect, it } from 'vitest';
import { createSimulation } from './create-simulation';
import { roundCents } from './money';
import { RECRUITING_SALARY_SHARE } from './month-context';
import { DISMISSAL_SATISFACTION_HIT } from './month-events';
import { COUNTRY_RULES, presetFor } from './presets';
import { rbt12Cents, simplesEffectiveRate } from './taxes';
import { quiet, step } from './testing/month-fixtures';
import type { SimulationState } from './types';

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
