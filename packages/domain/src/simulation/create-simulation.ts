import {
  COUNTRY_RULES,
  DIFFICULTY_RULES,
  INITIAL_BRAND,
  INITIAL_QUALITY,
  INITIAL_SATISFACTION,
  companyPreset,
  presetFor,
  type BusinessPreset,
} from './presets';
import { SimulationError } from './simulation-error';
import { calendarIndex } from './calendar-month';
import {
  EVENT_CHOICES,
  type ChoiceEventType,
  type MonthDecisions,
  type SimulationSetup,
  type SimulationState,
} from './types';
import { MAX_HEADCOUNT, loanLimitCents, validateSetup } from './validate';

/**
 * The state before the first month: the starting capital in cash (and as paid-in capital), the
 * preset's team, no customers, stock or equipment yet. Throws SimulationError on an invalid setup
 * (check it first with validateSetup).
 */
export function createSimulation(setup: SimulationSetup): SimulationState {
  const issues = validateSetup(setup);
  if (issues.length > 0) throw new SimulationError('simulation.invalidSetup', issues);
  const preset = presetFor(setup.businessType, setup.currency);
  return {
    setup,
    month: 0,
    status: 'running',
    cashCents: setup.startingCapitalCents,
    inventoryUnits: 0,
    inventoryValueCents: 0,
    equipmentCents: 0,
    loanCents: 0,
    taxPayableCents: 0,
    paidInCapitalCents: setup.startingCapitalCents,
    retainedEarningsCents: 0,
    taxLossCarryForwardCents: 0,
    headcount: preset.initialHeadcount,
    newHires: 0,
    customers: 0,
    brand: INITIAL_BRAND,
    quality: INITIAL_QUALITY,
    satisfaction: INITIAL_SATISFACTION,
    competitorPressure: DIFFICULTY_RULES[setup.difficulty].competitorPressure,
    supplierShock: 0,
    supplierShockMonths: 0,
    downturn: 0,
    downturnMonths: 0,
    capacityLoss: 0,
    capacityLossMonths: 0,
    revenueHistoryCents: [],
    pendingEvent: null,
    // "Month 0": no customers and no revenue, the month before the first one's season, reference price.
    lastFactors: {
      priceCents: preset.referencePriceCents,
      customers: 0,
      seasonality:
        preset.mode === 'subscription' ? 1 : preset.seasonality[calendarIndex(setup.firstCalendarMonth, 12)]!,
      priceResponse: 1,
      market: 1,
      noise: 1,
      fillRate: 1,
      revenueCents: 0,
    },
    breakEvenMonth: null,
  };
}

/** Share of last month's customers the suggestion plans for when buying stock (growth plus noise). */
const STOCK_SAFETY_MARGIN = 1.25;
/** Hire when service sales reached less than this share of demand, or saas load passed this share of capacity. */
const HIRE_AT_LOAD = 0.9;
/** Quality spending the suggestion keeps up: half the preset's scale holds quality near 0.66. */
export const QUALITY_SHARE = 0.5;
/** Let one person go when the expected work fills less than this share of the team, while losing money. */
const IDLE_AT_LOAD = 0.5;
/** Months before the team is cut for idleness: a new company has few customers by nature. */
const LAUNCH_MONTHS = 3;
/** Spend half on marketing and quality while cash covers fewer months than this of the expected loss. */
const DISTRESS_MONTHS = 4;
/** Borrow when cash covers fewer months than this of the expected loss (or of half the costs)… */
const BORROW_BELOW_MONTHS = 2;
/** …this many months of it, within the loan limit. */
const BORROW_MONTHS = 3;
/** Repay from the cash above this many months of costs, once the company makes money. */
const KEEP_MONTHS = 6;

/**
 * The few numbers of a company the suggestion reads, so the risk forecast can run it on paths
 * kept in typed arrays without a state object.
 */
export interface SuggestionInput {
  /** Months completed. */
  month: number;
  customers: number;
  headcount: number;
  inventoryUnits: number;
  /** Last month's units sold ÷ units demanded (state.lastFactors.fillRate). */
  fillRate: number;
  cashCents: number;
  loanCents: number;
  pendingEvent: ChoiceEventType | null;
}

/** What the suggestion needs from the setup, computed once per simulation. */
export interface SuggestionRules {
  preset: BusinessPreset;
  firstCalendarMonth: number;
  /** Salary plus the country's employer charges, per employee and month. */
  employeeCostCents: number;
  loanLimitCents: number;
}

export function suggestionRules(setup: SimulationSetup): SuggestionRules {
  const preset = companyPreset(setup);
  return {
    preset,
    firstCalendarMonth: setup.firstCalendarMonth,
    employeeCostCents: preset.salaryCents * (1 + COUNTRY_RULES[setup.country].employerChargeRate),
    loanLimitCents: loanLimitCents(setup),
  };
}

/**
 * A careful founder's month, which the decision panel pre-fills before the first month and the
 * risk forecast's "then run it sensibly" policy follows: the reference price, a month of the
 * marketing scale, half the quality scale, stock for the expected demand with a safety margin,
 * one hire when the team was the limit, no equipment, the "do nothing" answer to a pending
 * event; and, knowing only what a founder sees (customers, team, cash, debt), the care that
 * keeps a company alive in a market smaller than hoped: one person fewer when the expected work
 * fills less than half the team while the month loses money, half the marketing and quality
 * spending when cash covers fewer than four months of the expected loss, a loan before cash runs
 * out, and repayment once the company makes money. The calibration (calibration.ts) measures it
 * as the "careful founder".
 */
export function suggestDecisions(state: SimulationState): MonthDecisions {
  const out: MonthDecisions = {
    priceCents: 0,
    marketingCents: 0,
    headcountDelta: 0,
    purchaseUnits: 0,
    capacityInvestmentCents: 0,
    qualityInvestmentCents: 0,
    loanCents: 0,
    eventChoice: null,
  };
  return suggestInto(out, suggestionRules(state.setup), {
    month: state.month,
    customers: state.customers,
    headcount: state.headcount,
    inventoryUnits: state.inventoryUnits,
    fillRate: state.lastFactors.fillRate,
    cashCents: state.cashCents,
    loanCents: state.loanCents,
    pendingEvent: state.pendingEvent ? state.pendingEvent.type : null,
  });
}

/** suggestDecisions from the few numbers it reads, written into `out` (no allocation: the forecast calls it per path and month). */
export function suggestInto(out: MonthDecisions, rules: SuggestionRules, c: SuggestionInput): MonthDecisions {
  const preset = rules.preset;
  const stocked = preset.mode === 'inventory' || preset.mode === 'perishable';
  const subscription = preset.mode === 'subscription';
  const season = preset.seasonality[calendarIndex(rules.firstCalendarMonth, c.month + 1)]!;
  // The month's work as a founder expects it: last month's customers buying as usual.
  const expectedWork = subscription ? c.customers : c.customers * preset.purchasesPerCustomer * season;
  let purchaseUnits = 0;
  let expectedUnits = 0;
  if (stocked) {
    // Customers expected this month: last month's, plus what one month of the marketing scale wins from an unaware market.
    const expectedCustomers =
      c.customers + (preset.bassOrganicP + preset.bassMarketingP * 0.3) * preset.marketPotential;
    expectedUnits = Math.ceil(expectedCustomers * preset.purchasesPerCustomer * season * STOCK_SAFETY_MARGIN);
    purchaseUnits = Math.max(0, Math.min(expectedUnits, c.headcount * preset.unitsPerEmployee) - c.inventoryUnits);
  }
  // Hire one when the expected stock sales or saas load near the team's capacity, or when last
  // month's service sales hit it.
  const staffCapacity = c.headcount * preset.unitsPerEmployee;
  const staffBound = subscription
    ? c.customers > HIRE_AT_LOAD * staffCapacity
    : stocked
      ? expectedUnits > staffCapacity
      : c.month > 0 && c.fillRate < HIRE_AT_LOAD;
  let headcountDelta = staffBound && c.headcount < MAX_HEADCOUNT ? 1 : 0;
  let marketingCents = preset.marketingScaleCents;
  let qualityCents = Math.round(preset.qualityScaleCents * QUALITY_SHARE);

  // The month's expected loss: the costs against the margin of the expected work.
  const costsCents = preset.fixedCostsCents + c.headcount * rules.employeeCostCents + marketingCents + qualityCents;
  const marginCents = expectedWork * (preset.referencePriceCents - preset.unitCostCents);
  const lossCents = Math.max(0, costsCents - marginCents);
  if (
    lossCents > 0 &&
    headcountDelta === 0 &&
    c.month >= LAUNCH_MONTHS &&
    c.headcount > 1 &&
    expectedWork < IDLE_AT_LOAD * staffCapacity
  )
    headcountDelta = -1;
  if (lossCents > 0 && c.cashCents < DISTRESS_MONTHS * lossCents) {
    marketingCents = Math.round(marketingCents / 2);
    qualityCents = Math.round(qualityCents / 2);
  }
  const cushionCents = Math.max(lossCents, costsCents / 2);
  const roomCents = rules.loanLimitCents - c.loanCents;
  let loanCents = 0;
  if (roomCents > 0 && c.cashCents < BORROW_BELOW_MONTHS * cushionCents)
    loanCents = Math.min(roomCents, Math.round(BORROW_MONTHS * cushionCents));
  else if (c.loanCents > 0 && lossCents === 0 && c.cashCents > KEEP_MONTHS * costsCents)
    loanCents = -Math.min(c.loanCents, Math.round(c.cashCents - KEEP_MONTHS * costsCents));

  out.priceCents = preset.referencePriceCents;
  out.marketingCents = marketingCents;
  out.headcountDelta = headcountDelta;
  out.purchaseUnits = purchaseUnits;
  out.capacityInvestmentCents = 0;
  out.qualityInvestmentCents = qualityCents;
  out.loanCents = loanCents;
  out.eventChoice = c.pendingEvent ? EVENT_CHOICES[c.pendingEvent][0] : null;
  return out;
}
