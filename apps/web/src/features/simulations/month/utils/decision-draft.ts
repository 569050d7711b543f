import type { NumberFormat } from '@alavanca/domain/constants';
import { suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import type { EventChoice, MonthDecisions, NumericDecision, SimulationState } from '@alavanca/domain/simulation/types';
import { validateDecisions } from '@alavanca/domain/simulation/validate';
import { NUMBER_SEPARATORS } from '@alavanca/domain/locale/format';
import {
  centsToInputText,
  parseIntegerText,
  parseMoneyText,
  type ParsedNumber,
} from '@alavanca/domain/locale/money-text';
import type { ValidationMessage } from '@/hooks/use-validation-text';

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

/** The messages shown beside the fields: catalog keys (with their namespace), and the values they name. */
export type FieldErrors = Partial<Record<DecisionField, ValidationMessage>>;

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

/** An example amount in the user's number format, for the messages that show how to type one. */
const EXAMPLE_CENTS = 1_234_56;

/** The message for a number the form cannot read, saying how to type one in the user's format. */
export function unreadableMessage(
  parsed: Extract<ParsedNumber, { ok: false }>,
  money: boolean,
  numberFormat: NumberFormat,
): ValidationMessage {
  switch (parsed.reason) {
    case 'empty':
      return 'common:validation.required';
    case 'negative':
      return 'simulationMonth:errors.negativeAmount';
    case 'tooManyDecimals':
      return 'simulationMonth:errors.tooManyDecimals';
    case 'otherDecimalMark':
      return {
        key: 'simulationMonth:errors.otherDecimalMark',
        values: {
          mark: NUMBER_SEPARATORS[numberFormat].decimal,
          example: centsToInputText(parsed.value ?? EXAMPLE_CENTS, numberFormat),
        },
      };
    case 'invalid':
      return money
        ? {
            key: 'simulationMonth:errors.invalidAmount',
            values: { example: centsToInputText(EXAMPLE_CENTS, numberFormat) },
          }
        : 'common:validation.notInteger';
  }
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
    else errors[field] = unreadableMessage(parsed, true, numberFormat);
  }
  for (const field of COUNT_FIELDS) {
    const parsed = parseIntegerText(draft[field]);
    if (parsed.ok) decisions[field] = parsed.value;
    else errors[field] = unreadableMessage(parsed, false, numberFormat);
  }
  const loan = parseMoneyText(draft.loanAmount, numberFormat);
  if (loan.ok) decisions.loanCents = draft.loanDirection === 'repay' ? -loan.value + 0 : loan.value;
  else errors.loanCents = unreadableMessage(loan, true, numberFormat);

  for (const issue of validateDecisions(state, decisions)) {
    const field = issue.path as DecisionField;
    if (errors[field]) continue;
    if (field === 'eventChoice') {
      // A radio group asks for a choice, not for a field to be filled.
      errors[field] = 'simulationMonth:events.choiceRequired';
    } else if (issue.code === 'validation.outOfRange' && issue.min !== undefined && issue.max !== undefined) {
      // The range the engine allows, written as the user types numbers (the loan as the amount typed).
      const write = (value: number) =>
        (MONEY_FIELDS as readonly string[]).includes(field) || field === 'loanCents'
          ? centsToInputText(Math.abs(value), numberFormat)
          : String(value);
      const [min, max] =
        field !== 'loanCents'
          ? [issue.min, issue.max]
          : draft.loanDirection === 'repay'
            ? [0, -issue.min]
            : [0, issue.max];
      errors[field] = { key: 'simulationMonth:errors.outOfRange', values: { min: write(min), max: write(max) } };
    } else errors[field] = `common:${issue.code}`;
  }
  return { decisions: Object.keys(errors).length === 0 ? decisions : null, errors };
}
