import type { NumberFormat } from '@alavanca/domain/constants';
import { suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import type { EventChoice, MonthDecisions, SimulationState } from '@alavanca/domain/simulation/types';
import { validateDecisions, type NumericDecision } from '@alavanca/domain/simulation/validate';
import {
  centsToInputText,
  parseIntegerText,
  parseMoneyText,
  type ParsedNumber,
} from '@alavanca/domain/locale/money-text';

/**
 * The decision panel's form: what the user typed, field by field. Money is text in the user's
 * number format; the loan is a direction (take or repay) and an amount, which the engine reads
 * as one signed number.
 */
export interface DecisionDraft {
  priceCents: string;
  marketingCents: string;
  headcountDelta: string;
  purchaseUnits: string;
  capacityInvestmentCents: string;
  qualityInvestmentCents: string;
  loanDirection: LoanDirection;
  loanAmount: string;
  eventChoice: EventChoice | null;
}
export type LoanDirection = 'take' | 'repay';
export type DecisionField = NumericDecision | 'eventChoice';

/** Catalog keys (with their namespace) of the messages shown beside the fields. */
export type FieldErrors = Partial<Record<DecisionField, string>>;

const MONEY_FIELDS = ['priceCents', 'marketingCents', 'capacityInvestmentCents', 'qualityInvestmentCents'] as const;
const COUNT_FIELDS = ['headcountDelta', 'purchaseUnits'] as const;

/** Decisions as the form's text. */
export function draftFromDecisions(decisions: MonthDecisions, numberFormat: NumberFormat): DecisionDraft {
  const money = (cents: number) => centsToInputText(cents, numberFormat);
  return {
    priceCents: money(decisions.priceCents),
    marketingCents: money(decisions.marketingCents),
    headcountDelta: String(decisions.headcountDelta),
    purchaseUnits: String(decisions.purchaseUnits),
    capacityInvestmentCents: money(decisions.capacityInvestmentCents),
    qualityInvestmentCents: money(decisions.qualityInvestmentCents),
    loanDirection: decisions.loanCents < 0 ? 'repay' : 'take',
    loanAmount: money(Math.abs(decisions.loanCents)),
    eventChoice: decisions.eventChoice,
  };
}

export interface CheckedDraft {
  /** The decisions to run or post; null while any field has an error. */
  decisions: MonthDecisions | null;
  errors: FieldErrors;
}

function unreadableMessage(parsed: Extract<ParsedNumber, { ok: false }>, money: boolean): string {
  if (parsed.reason === 'empty') return 'common:validation.required';
  return money ? 'simulationMonth:errors.invalidAmount' : 'common:validation.notInteger';
}

/**
 * Reads the form and checks it with the engine's own rules (validateDecisions): the same bounds
 * the server applies, so a month the panel accepts is a month the server runs.
 */
export function checkDraft(state: SimulationState, draft: DecisionDraft, numberFormat: NumberFormat): CheckedDraft {
  const errors: FieldErrors = {};
  // Unreadable fields get their own message; the engine sees a stand-in it accepts, so its
  // issues are about the other fields only.
  const stand = suggestDecisions(state);
  const decisions: MonthDecisions = { ...stand, eventChoice: draft.eventChoice };
  for (const field of MONEY_FIELDS) {
    const parsed = parseMoneyText(draft[field], numberFormat);
    if (parsed.ok) decisions[field] = parsed.value;
    else errors[field] = unreadableMessage(parsed, true);
  }
  for (const field of COUNT_FIELDS) {
    const parsed = parseIntegerText(draft[field]);
    if (parsed.ok) decisions[field] = parsed.value;
    else errors[field] = unreadableMessage(parsed, false);
  }
  const loan = parseMoneyText(draft.loanAmount, numberFormat);
  if (loan.ok) decisions.loanCents = draft.loanDirection === 'repay' ? -loan.value + 0 : loan.value;
  else errors.loanCents = unreadableMessage(loan, true);

  for (const issue of validateDecisions(state, decisions)) {
    const field = issue.path as DecisionField;
    if (errors[field]) continue;
    // A radio group asks for a choice, not for a field to be filled.
    errors[field] = field === 'eventChoice' ? 'simulationMonth:events.choiceRequired' : `common:${issue.code}`;
  }
  return { decisions: Object.keys(errors).length === 0 ? decisions : null, errors };
}
