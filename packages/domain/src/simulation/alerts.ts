import { roundCents } from './money';
import { presetFor } from './presets';
import { FLAG_RULES } from './score';
import type { MonthDecisions, MonthResult, SimulationState } from './types';
import { creditLineCents, loanLimitCents } from './validate';

/*
 * THE DECISION PANEL'S ALERTS: what a mentor would point at before the user presses "Avançar
 * mês". They read the decisions and the preview of the month they lead to (stepMonth on the
 * decisions, which the month screen computes anyway), so each alert is about this month, not a
 * rule of thumb: the price against this month's unit cost, the month's closing cash against zero
 * and the credit line, the sales the month will lose and why, and the loan left unused while the
 * company heads for bankruptcy.
 */
export const DECISION_ALERTS = [
  'priceBelowCost',
  'bankruptcyAhead',
  'creditLineAhead',
  'stockoutAhead',
  'capacityAhead',
  'unusedLoanCapacity',
] as const;
export type DecisionAlertKind = (typeof DECISION_ALERTS)[number];

export interface DecisionAlert {
  kind: DecisionAlertKind;
  /** The amounts (cents) and counts the alert's sentence names. */
  values: Record<string, number>;
}

/** The month's close counts as "bankruptcy near" below this share of the credit line drawn. */
export const NEAR_BANKRUPTCY_LINE_SHARE = 0.5;

/** The alerts for a month's decisions, given the preview of the month they lead to; most urgent first. */
export function decisionAlerts(
  state: SimulationState,
  decisions: MonthDecisions,
  preview: MonthResult,
): DecisionAlert[] {
  const preset = presetFor(state.setup.businessType, state.setup.currency);
  const alerts: DecisionAlert[] = [];
  // This month's unit cost as the month starts: a supplier shock raises it, unless answered by switching supplier.
  const shock = decisions.eventChoice === 'switchSupplier' ? 0 : state.supplierShock;
  const unitCostCents = roundCents(preset.unitCostCents * (1 + shock));
  if (decisions.priceCents < unitCostCents)
    alerts.push({ kind: 'priceBelowCost', values: { priceCents: decisions.priceCents, unitCostCents } });

  const closingCents = preview.cashFlow.closingCashCents;
  const lineCents = creditLineCents(state.setup);
  if (preview.status === 'bankrupt')
    alerts.push({ kind: 'bankruptcyAhead', values: { cashCents: closingCents, creditLineCents: lineCents } });
  else if (closingCents < 0)
    alerts.push({ kind: 'creditLineAhead', values: { cashCents: closingCents, creditLineCents: lineCents } });

  const { demandUnits, lostSalesUnits, inventoryUnits } = preview.kpis;
  if (demandUnits > 0 && lostSalesUnits / demandUnits > FLAG_RULES.stockoutShare) {
    const stocked = preset.mode === 'inventory' || preset.mode === 'perishable';
    // Sold out: the stock was the limit; stock left over: the team was.
    const kind = stocked && inventoryUnits === 0 ? 'stockoutAhead' : 'capacityAhead';
    alerts.push({ kind, values: { lostUnits: lostSalesUnits, demandUnits } });
  }

  const roomCents = loanLimitCents(state.setup) - state.loanCents - Math.max(0, decisions.loanCents);
  const nearBankruptcy = preview.status === 'bankrupt' || closingCents < -NEAR_BANKRUPTCY_LINE_SHARE * lineCents;
  if (nearBankruptcy && roomCents > 0) alerts.push({ kind: 'unusedLoanCapacity', values: { roomCents } });
  return alerts;
}
