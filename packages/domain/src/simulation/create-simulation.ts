import {
  DIFFICULTY_RULES,
  INITIAL_BRAND,
  INITIAL_QUALITY,
  INITIAL_SATISFACTION,
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
import { MAX_HEADCOUNT, validateSetup } from './validate';

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
const QUALITY_SHARE = 0.5;

/**
 * A sensible starting point for a month's decisions, which the decision panel pre-fills and the
 * risk forecast's default policy follows from its second month on: the reference price, a month
 * of the marketing scale, one hire when the team was the limit (never past the headcount limit),
 * stock for the expected demand with a safety margin, half the quality scale, no equipment, no
 * new debt, and the "do nothing" answer to a pending event.
 */
export function suggestDecisions(state: SimulationState): MonthDecisions {
  const { setup } = state;
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
  return suggestInto(
    out,
    presetFor(setup.businessType, setup.currency),
    setup.firstCalendarMonth,
    state.month,
    state.customers,
    state.headcount,
    state.inventoryUnits,
    state.lastFactors.fillRate,
    state.pendingEvent ? state.pendingEvent.type : null,
  );
}

/**
 * suggestDecisions from the few numbers it reads, written into `out`: the risk forecast runs it
 * on paths kept in typed arrays, without a state object or an allocation. `month` is the number
 * of months completed; `fillRate` is last month's (state.lastFactors.fillRate).
 */
export function suggestInto(
  out: MonthDecisions,
  preset: BusinessPreset,
  firstCalendarMonth: number,
  month: number,
  customers: number,
  headcount: number,
  inventoryUnits: number,
  fillRate: number,
  pendingEvent: ChoiceEventType | null,
): MonthDecisions {
  const stocked = preset.mode === 'inventory' || preset.mode === 'perishable';
  let purchaseUnits = 0;
  let expectedUnits = 0;
  if (stocked) {
    const season = preset.seasonality[calendarIndex(firstCalendarMonth, month + 1)]!;
    // Customers expected this month: last month's, plus what one month of the marketing scale wins from an unaware market.
    const expectedCustomers = customers + (preset.bassOrganicP + preset.bassMarketingP * 0.3) * preset.marketPotential;
    expectedUnits = Math.ceil(expectedCustomers * preset.purchasesPerCustomer * season * STOCK_SAFETY_MARGIN);
    purchaseUnits = Math.max(0, Math.min(expectedUnits, headcount * preset.unitsPerEmployee) - inventoryUnits);
  }
  // Hire one when the expected stock sales or saas load near the team's capacity, or when last
  // month's service sales hit it.
  const staffCapacity = headcount * preset.unitsPerEmployee;
  const staffBound =
    preset.mode === 'subscription'
      ? customers > HIRE_AT_LOAD * staffCapacity
      : stocked
        ? expectedUnits > staffCapacity
        : month > 0 && fillRate < HIRE_AT_LOAD;
  out.priceCents = preset.referencePriceCents;
  out.marketingCents = preset.marketingScaleCents;
  out.headcountDelta = staffBound && headcount < MAX_HEADCOUNT ? 1 : 0;
  out.purchaseUnits = purchaseUnits;
  out.capacityInvestmentCents = 0;
  out.qualityInvestmentCents = Math.round(preset.qualityScaleCents * QUALITY_SHARE);
  out.loanCents = 0;
  out.eventChoice = pendingEvent ? EVENT_CHOICES[pendingEvent][0] : null;
  return out;
}
