import { describe, expect, it } from 'vitest';
import { decisionAlerts } from './alerts';
import { createSimulation, suggestDecisions } from './create-simulation';
import { presetFor } from './presets';
import { stepMonth } from './step-month';
import { SHOP } from './testing/month-fixtures';
import type { MonthDecisions, SimulationState } from './types';
import { creditLineCents, loanLimitCents } from './validate';

const SETUP = SHOP;
const preset = presetFor('retail', 'BRL');

function alertsFor(state: SimulationState, change: Partial<MonthDecisions> = {}) {
  const decisions = { ...suggestDecisions(state), ...change };
  return decisionAlerts(state, decisions, stepMonth(state, decisions).result);
}
const kinds = (state: SimulationState, change: Partial<MonthDecisions> = {}) =>
  alertsFor(state, change).map((alert) => alert.kind);

describe('decisionAlerts', () => {
  const start = createSimulation(SETUP);

  it('says nothing about a sensible first month with stock to spare', () => {
    expect(kinds(start, { purchaseUnits: 2 * suggestDecisions(start).purchaseUnits })).toEqual([]);
  });

  it('points at a price below this month’s unit cost, with both amounts', () => {
    expect(alertsFor(start, { priceCents: preset.unitCostCents - 1 })[0]).toEqual({
      kind: 'priceBelowCost',
      values: { priceCents: preset.unitCostCents - 1, unitCostCents: preset.unitCostCents },
    });
    expect(kinds(start, { priceCents: preset.unitCostCents })).not.toContain('priceBelowCost');
    // A supplier shock raises the cost; switching supplier brings it back.
    const shocked: SimulationState = {
      ...start,
      supplierShock: 0.25,
      pendingEvent: { type: 'supplierShock', month: 0 },
    };
    const price = preset.unitCostCents + 1_00;
    expect(kinds(shocked, { priceCents: price, eventChoice: 'absorb' })).toContain('priceBelowCost');
    expect(kinds(shocked, { priceCents: price, eventChoice: 'switchSupplier' })).not.toContain('priceBelowCost');
  });

  it('warns when the month ends on the credit line, and when it ends beyond it, with the loan still unused', () => {
    const line = creditLineCents(SETUP);
    const low: SimulationState = { ...start, cashCents: 5_000_00 };
    const onTheLine = alertsFor(low, { loanCents: 0 });
    expect(onTheLine.map((alert) => alert.kind)).toContain('creditLineAhead');
    const closing = stepMonth(low, { ...suggestDecisions(low), loanCents: 0 }).result.cashFlow.closingCashCents;
    expect(closing).toBeLessThan(0);
    expect(onTheLine.find((alert) => alert.kind === 'creditLineAhead')?.values).toEqual({
      cashCents: closing,
      creditLineCents: line,
    });
    const broke: SimulationState = { ...start, cashCents: -line + 1_000_00 };
    const sinking = kinds(broke, { loanCents: 0 });
    expect(sinking).toContain('bankruptcyAhead');
    expect(sinking).not.toContain('creditLineAhead');
    expect(alertsFor(broke, { loanCents: 0 }).find((alert) => alert.kind === 'unusedLoanCapacity')?.values).toEqual({
      roomCents: loanLimitCents(SETUP),
    });
    // Borrowing all there is silences the loan alert.
    expect(kinds(broke, { loanCents: loanLimitCents(SETUP) })).not.toContain('unusedLoanCapacity');
  });

  it('tells a sell-out (stock) from a team at its limit', () => {
    const busy: SimulationState = { ...start, customers: 6_000, inventoryUnits: 0 };
    expect(kinds(busy, { purchaseUnits: 100 })).toContain('stockoutAhead');
    expect(kinds(busy, { purchaseUnits: 10_000 })).toContain('capacityAhead');
    const service = createSimulation({ ...SETUP, businessType: 'service', startingCapitalCents: 70_000_00 });
    expect(kinds({ ...service, customers: 400 })).toContain('capacityAhead');
  });
});
