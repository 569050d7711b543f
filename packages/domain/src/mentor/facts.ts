import type { CanvasBlock } from '../canvas/canvas';
import type { FindingRule } from '../canvas/coherence';
import type { Currency } from '../constants';
import type { Topic } from './topics';

/*
 * A fact: a sentence about the user's own numbers, the unit every mentor answer is built from.
 * grounding.ts, canvas-facts.ts and analysis.ts state them; answer.ts and the server tell them.
 */

/** A value a fact quotes; the server formats it in the user's locale. */
export type FactValue =
  | { kind: 'money'; cents: number; currency: Currency }
  /** A number with one decimal: months of runway, a ratio. */
  | { kind: 'decimal'; value: number }
  | { kind: 'percent'; value: number }
  /** The risk figure (simulation/risk-figure.ts), written as every screen writes it. */
  | { kind: 'risk'; value: number }
  | { kind: 'count'; value: number }
  | { kind: 'score'; value: number }
  /** A catalog key (namespace `mentor`): a score's, a driver's or an event's name. */
  | { kind: 'label'; key: string }
  /** A moment, told in the user's date format and time zone. */
  | { kind: 'dateTime'; iso: string }
  /** A calendar month (1 = January), told by its name. */
  | { kind: 'month'; month: number }
  /** A number with its noun, in the plural form the number takes ("1 cliente", "12 clientes"): `counts.<noun>`. */
  | { kind: 'counted'; noun: CountedNoun; value: number }
  /** The user's own words (a class's name), quoted as they are. */
  | { kind: 'name'; value: string }
  /** The user's own statements (a canvas's cards), each in quotation marks, as a list. */
  | { kind: 'quotes'; texts: string[] }
  /** A canvas's blocks, by their names in the `canvas` catalog, as a list. */
  | { kind: 'blocks'; blocks: CanvasBlock[] }
  /**
   * A canvas's finding in the `canvas` catalog's words (`findings.<rule>`), its cards quoted and its
   * money in `currency`: `short` names it, `detail` states its cards and numbers and why it matters.
   */
  | { kind: 'finding'; text: 'short' | 'detail'; finding: CanvasFindingSnapshot; currency: Currency };

/** The nouns a counted value is told with. */
export type CountedNoun = 'months' | 'customers' | 'newCustomers' | 'sales' | 'futures';

export type FactSource = { kind: 'simulation' | 'validation' | 'class' | 'canvas'; id: string; name: string };

export const FACT_IDS = [
  'runway',
  'cashNotFalling',
  'cashNegative',
  'cashRisk',
  'priceAbove',
  'priceBelow',
  'priceAtReference',
  'grossMargin',
  'breakEvenReached',
  'breakEvenNotYet',
  'netProfit',
  'revenueUp',
  'revenueDown',
  'revenueDriver',
  'cashDriver',
  'churn',
  'cacLtv',
  'lostSales',
  'headcount',
  'lastEvent',
  'bankrupt',
  'validationOverall',
  'weakestScore',
  'competitionScore',
  'marketSom',
  'pendingExperiments',
  'classPending',
  'classSubmitted',
  'classDeadline',
  'classShare',
  'canvasWeakest',
  'canvasSound',
  'canvasUntested',
  'canvasMonth',
  'canvasMonthNoBreakEven',
  // The decision analysis's (analysis.ts): one decision's deciding numbers.
  'marketingSpend',
  'marketingSpendOnly',
  'cacUp',
  'cacDown',
  'nextCustomer',
  'nextCustomerNone',
  'capacityUsed',
  'capacityFull',
  'priceRaised',
  'priceCut',
  'unitMargin',
  'lossStructural',
  'lossFromSpending',
  'cashBurn',
  'loanInterest',
  'loanCost',
  'firstUnitResult',
  'payback',
  'paybackNone',
  'cashAfterSecond',
  'partnerPayout',
  'partnerPayoutBook',
  'costLines',
  'cutEffect',
  'payrollPerPerson',
  'stockLosses',
  'profitVsCash',
  'breakEvenRevenue',
  'reserveTarget',
  'customersMoved',
  'cacPayback',
  'seasonLow',
  'seasonHigh',
  'seasonFlat',
] as const;
export type FactId = (typeof FACT_IDS)[number];

/**
 * A sentence about the user's own numbers: the catalog's `facts.<id>` filled with `values`; a
 * value named `count` picks the sentence's plural form (`facts.<id>_one`, `_other`).
 */
export interface Fact {
  id: FactId;
  /** The topics it answers; the first facts of the question's topic are told first. */
  topics: readonly Topic[];
  values: Record<string, FactValue>;
  /** Where the numbers come from: the answer links to that screen. */
  source: FactSource;
}

/** A canvas's finding as the mentor tells it: what the coherence check found, with the cards' own words. */
export interface CanvasFindingSnapshot {
  rule: FindingRule;
  blocks: CanvasBlock[];
  /** The texts of the cards it names, in its order. */
  cards: string[];
  /** The numbers it states: cents of the canvas's currency (keys ending in `Cents`), months, customers. */
  values: Record<string, number>;
}

export const money = (cents: number, currency: Currency): FactValue => ({ kind: 'money', cents, currency });
export const percent = (value: number): FactValue => ({ kind: 'percent', value });
export const count = (value: number): FactValue => ({ kind: 'count', value });
export const counted = (noun: CountedNoun, value: number): FactValue => ({ kind: 'counted', noun, value });
export const label = (key: string): FactValue => ({ kind: 'label', key });
export const roundTo = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
