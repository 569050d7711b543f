import { clamp, detPow, saturate } from './det-math';
import {
  COMPETITOR_FADE,
  EVENT_SPECS,
  LOYALTY_COST_MARKETING_SHARE,
  LOYALTY_PRESSURE_RELIEF,
  LOYALTY_SATISFACTION_GAIN,
  REDISTRIBUTE_SATISFACTION_HIT,
  REPAIR_EQUIPMENT_SHARE,
  REPAIR_MIN_FIXED_COST_SHARE,
  REPLACEMENT_RECRUITING_SALARIES,
  SWITCH_SUPPLIER_QUALITY_HIT,
  isChoiceEvent,
} from './events';
import { roundCents } from './money';
import { COUNTRY_RULES, CURRENCY_SCALE, DIFFICULTY_RULES, presetFor, type BusinessPreset } from './presets';
import { EVENT_STREAM_BASE, Mulberry32, STREAMS, stochasticRound, streamSeed } from './random';
import { rbt12Cents, simplesEffectiveRate } from './taxes';
import {
  CASH_DRIVER_KEYS,
  EVENT_TYPES,
  REVENUE_DRIVER_KEYS,
  type CashDrivers,
  type EventChoice,
  type MonthDecisions,
  type MonthEvent,
  type MonthResult,
  type PendingEvent,
  type RevenueDrivers,
  type RevenueFactors,
  type SimulationState,
} from './types';
import { creditLineCents, validateDecisions } from './validate';

/*
 * Behavioural constants of the month step. Their reasoning is in the model description
 * (docs/decisions/010-simulation-engine.md); the tests in step-month.test.ts pin each mechanic.
 */
/** Quality 0 → acquisition × 0.7, quality 1 → × 1.3. */
export const QUALITY_APPEAL_BASE = 0.7;
export const QUALITY_APPEAL_SPAN = 0.6;
/** Quality erodes 3% of itself a month without investment (wear, staff turnover, rivals improving). */
export const QUALITY_DECAY = 0.03;
/** At most 15% of the gap to perfect quality closes in one month of investment. */
export const QUALITY_GAIN_MAX = 0.15;
/** Word of mouth is zero at satisfaction 30 and reaches the preset's q at 80 (capped at 1.4 × q). */
export const WOM_ZERO_SATISFACTION = 30;
export const WOM_FULL_SATISFACTION = 80;
export const WOM_MAX_FACTOR = 1.4;
/** Churn is the preset's at satisfaction 60, double at 20, half at 80 or above. */
export const CHURN_NEUTRAL_SATISFACTION = 60;
export const CHURN_MAX_MONTHLY = 0.5;
/** Satisfaction moves 35% of the way to its target each month: opinions take a quarter to turn. */
export const SATISFACTION_ADJUSTMENT = 0.35;
/** Target satisfaction = 35 + 45 × quality + price fairness − stockouts − overload − dismissals. */
export const SATISFACTION_BASE = 35;
export const SATISFACTION_QUALITY_SPAN = 45;
export const PRICE_FAIRNESS_POINTS = 15;
export const PRICE_FAIRNESS_MAX_BONUS = 10;
export const STOCKOUT_SATISFACTION_POINTS = 40;
export const OVERLOAD_SATISFACTION_POINTS = 30;
export const DISMISSAL_SATISFACTION_HIT = 2;
/** A hire costs half a month's salary to recruit and produces half in the first month. */
export const RECRUITING_SALARY_SHARE = 0.5;
export const NEW_HIRE_PRODUCTIVITY = 0.5;
/** Equipment raises productivity by up to 50%, with diminishing returns. */
export const EQUIPMENT_MAX_BOOST = 0.5;
/** Equipment loses 2% of its book value a month (declining balance, ~22% a year). */
export const DEPRECIATION_MONTHLY_RATE = 0.02;
/**
 * Price moves per-customer purchases with half the preset's elasticity and acquisition with the
 * other half (saas: all on acquisition); neither factor exceeds 3×, however low the price.
 */
export const PRICE_RESPONSE_CAP = 3;
/** Demand noise never takes a month below 20% of its expectation. */
export const NOISE_FLOOR = 0.2;

/** Thrown on an invalid setup, on invalid decisions, or when a month is stepped after the end. */
export class SimulationError extends Error {
  constructor(
    readonly code: 'simulation.notRunning' | 'simulation.invalidDecisions' | 'simulation.invalidSetup',
    readonly issues: readonly { path: string; code: string }[] = [],
  ) {
    super(code);
    this.name = 'SimulationError';
  }
}

/** The reused generator: the step is synchronous, so one instance serves every stream in turn. */
const rng = new Mulberry32(0);

/** Index (0–11) of the calendar month of simulated month `month` (1-based). */
export function calendarIndex(firstCalendarMonth: number, month: number): number {
  return (firstCalendarMonth - 1 + month - 1) % 12;
}

/** Acquisition multiplier from quality, competitors and (part of) the price. */
function appealOf(preset: BusinessPreset, quality: number, competitorPressure: number, priceRatio: number): number {
  const priceExponent = preset.mode === 'subscription' ? preset.priceElasticity : preset.priceElasticity / 2;
  const priceFactor = Math.min(PRICE_RESPONSE_CAP, detPow(priceRatio, -priceExponent));
  return ((QUALITY_APPEAL_BASE + QUALITY_APPEAL_SPAN * quality) * priceFactor) / (1 + competitorPressure);
}

/** Units each customer buys, relative to the reference, at a price ratio (1 for saas: the price acts on acquisition and churn). */
function priceResponseOf(preset: BusinessPreset, priceRatio: number): number {
  if (preset.mode === 'subscription') return 1;
  return Math.min(PRICE_RESPONSE_CAP, detPow(priceRatio, -preset.priceElasticity / 2));
}

/** Monthly churn (lapse) rate from quality, satisfaction and, for saas, the price. */
function churnRateOf(preset: BusinessPreset, quality: number, satisfaction: number, priceRatio: number): number {
  const qualityFactor = 1.5 - quality;
  const satisfactionFactor = clamp((100 - satisfaction) / (100 - CHURN_NEUTRAL_SATISFACTION), 0.5, 2);
  const priceFactor = preset.mode === 'subscription' ? clamp(detPow(priceRatio, 0.5), 0.7, 2) : 1;
  return Math.min(CHURN_MAX_MONTHLY, preset.baseChurn * qualityFactor * satisfactionFactor * priceFactor);
}

/** Word-of-mouth multiplier of the Bass q from satisfaction. */
function wordOfMouthOf(satisfaction: number): number {
  return clamp((satisfaction - WOM_ZERO_SATISFACTION) / (WOM_FULL_SATISFACTION - WOM_ZERO_SATISFACTION), 0, WOM_MAX_FACTOR);
}

/** New awareness after a month's marketing: decay, then a saturating gain on the unaware. */
export function nextBrand(preset: BusinessPreset, brand: number, marketingCents: number): number {
  const decayed = brand * (1 - preset.brandDecay);
  return decayed + (1 - decayed) * preset.brandGainMax * saturate(marketingCents / preset.marketingScaleCents);
}

/** New quality after a month's investment: erosion, then a saturating gain on the gap to 1. */
export function nextQuality(preset: BusinessPreset, quality: number, investmentCents: number): number {
  const eroded = quality * (1 - QUALITY_DECAY);
  return eroded + (1 - eroded) * QUALITY_GAIN_MAX * saturate(investmentCents / preset.qualityScaleCents);
}

/** Monthly units of capacity of the staff (customers supported, for saas). */
export function staffCapacityOf(
  preset: BusinessPreset,
  headcount: number,
  newHires: number,
  equipmentCents: number,
  capacityLoss: number,
): number {
  const effectiveStaff = headcount - NEW_HIRE_PRODUCTIVITY * newHires;
  const boost = 1 + EQUIPMENT_MAX_BOOST * saturate(equipmentCents / preset.equipmentScaleCents);
  return Math.floor(effectiveStaff * preset.unitsPerEmployee * boost * (1 - capacityLoss));
}

/** Revenue of a set of factors, the product the explanation substitutes one factor at a time. */
function factorRevenue(f: RevenueFactors, perCustomer: number): number {
  return f.priceCents * f.customers * perCustomer * f.seasonality * f.priceResponse * f.market * f.noise * f.fillRate;
}

function largestKey<K extends string>(keys: readonly K[], values: Record<K, number>): K | null {
  let best: K | null = null;
  let bestAbs = 0;
  for (const key of keys) {
    const abs = Math.abs(values[key]);
    if (abs > bestAbs) {
      best = key;
      bestAbs = abs;
    }
  }
  return best;
}

/**
 * Advances a simulation by one month: the pure heart of the engine. Same state and decisions,
 * same result, in every runtime. Throws SimulationError when the simulation is not running or
 * the decisions are invalid (check them first with validateDecisions).
 */
export function stepMonth(state: SimulationState, decisions: MonthDecisions): { state: SimulationState; result: MonthResult } {
  if (state.status !== 'running') throw new SimulationError('simulation.notRunning');
  const issues = validateDecisions(state, decisions);
  if (issues.length > 0) throw new SimulationError('simulation.invalidDecisions', issues);
  return advance(state, decisions, true) as { state: SimulationState; result: MonthResult };
}

/**
 * The month without its statements and explanation, for the risk forecast's thousands of paths:
 * the same mechanics and draws as stepMonth (the next state is identical), at a fraction of the
 * cost. The caller guarantees a running state and valid decisions.
 */
export function advanceMonthUnchecked(state: SimulationState, decisions: MonthDecisions): SimulationState {
  return advance(state, decisions, false).state;
}

function advance(
  state: SimulationState,
  input: MonthDecisions,
  withResult: boolean,
): { state: SimulationState; result: MonthResult | null } {
  // A copy the result can keep, with −0 turned into 0 (x + 0 does that): −0 passes validation as
  // an integer but is not a cent, and would leak into the statements.
  const decisions: MonthDecisions = {
    priceCents: input.priceCents + 0,
    marketingCents: input.marketingCents + 0,
    headcountDelta: input.headcountDelta + 0,
    purchaseUnits: input.purchaseUnits + 0,
    capacityInvestmentCents: input.capacityInvestmentCents + 0,
    qualityInvestmentCents: input.qualityInvestmentCents + 0,
    loanCents: input.loanCents + 0,
    eventChoice: input.eventChoice,
  };

  const { setup } = state;
  const preset = presetFor(setup.businessType, setup.currency);
  const country = COUNTRY_RULES[setup.country];
  const difficulty = DIFFICULTY_RULES[setup.difficulty];
  const month = state.month + 1;
  const calendar = calendarIndex(setup.firstCalendarMonth, month);
  const season = preset.seasonality[calendar]!;
  const stocked = preset.mode === 'inventory' || preset.mode === 'perishable';
  const subscription = preset.mode === 'subscription';

  let headcount = state.headcount;
  let quality = state.quality;
  let satisfactionShift = 0;
  let competitorPressure = state.competitorPressure;
  let supplierShock = state.supplierShock;
  let supplierShockMonths = state.supplierShockMonths;
  let downturn = state.downturn;
  let downturnMonths = state.downturnMonths;
  let capacityLoss = state.capacityLoss;
  let capacityLossMonths = state.capacityLossMonths;
  let brand = state.brand;

  // 1. Last month's event, answered by this month's decisions.
  let answered: MonthResult['answered'] = null;
  let eventCostsCents = 0;
  let extraHires = 0;
  let extraRecruitingCents = 0;
  if (state.pendingEvent && decisions.eventChoice) {
    const choice: EventChoice = decisions.eventChoice;
    answered = { type: state.pendingEvent.type, choice };
    if (choice === 'switchSupplier') {
      supplierShock = 0;
      supplierShockMonths = 0;
      quality = Math.max(0, quality - SWITCH_SUPPLIER_QUALITY_HIT);
    } else if (choice === 'hireReplacement') {
      extraHires = 1;
      extraRecruitingCents = roundCents(preset.salaryCents * REPLACEMENT_RECRUITING_SALARIES);
    } else if (choice === 'redistribute') {
      satisfactionShift -= REDISTRIBUTE_SATISFACTION_HIT;
    } else if (choice === 'repair') {
      eventCostsCents += Math.max(
        roundCents(preset.equipmentScaleCents * REPAIR_EQUIPMENT_SHARE),
        roundCents(preset.fixedCostsCents * REPAIR_MIN_FIXED_COST_SHARE),
      );
      capacityLoss = 0;
      capacityLossMonths = 0;
    } else if (choice === 'loyaltyProgram') {
      eventCostsCents += roundCents(preset.marketingScaleCents * LOYALTY_COST_MARKETING_SHARE);
      competitorPressure = Math.max(difficulty.competitorPressure, competitorPressure - LOYALTY_PRESSURE_RELIEF);
      satisfactionShift += LOYALTY_SATISFACTION_GAIN;
    }
  }

  // 2. This month's events, each from its own stream; at most one asks a choice.
  const events: MonthEvent[] = [];
  let pendingEvent: PendingEvent | null = null;
  for (let i = 0; i < EVENT_TYPES.length; i++) {
    const type = EVENT_TYPES[i]!;
    const spec = EVENT_SPECS[type];
    rng.reset(streamSeed(setup.seed, EVENT_STREAM_BASE + i, month));
    const fires = rng.next() < spec.probability * difficulty.eventRate;
    const magnitude = spec.minMagnitude + (spec.maxMagnitude - spec.minMagnitude) * rng.next();
    if (!fires) continue;
    const asksChoice = isChoiceEvent(type);
    if (asksChoice && pendingEvent) continue;
    if (type === 'supplierShock') {
      if (supplierShockMonths > 0) continue;
      supplierShock = magnitude;
      supplierShockMonths = spec.months;
    } else if (type === 'viralPost') {
      brand += (1 - brand) * magnitude;
    } else if (type === 'downturn') {
      if (downturnMonths > 0) continue;
      downturn = magnitude;
      downturnMonths = spec.months;
    } else if (type === 'keyEmployeeLeaves') {
      if (headcount + decisions.headcountDelta < 2) continue;
      headcount -= 1;
    } else if (type === 'equipmentFailure') {
      if (capacityLossMonths > 0) continue;
      capacityLoss = magnitude;
      capacityLossMonths = spec.months;
    } else {
      competitorPressure += magnitude;
    }
    events.push({ type, magnitude, asksChoice });
    if (isChoiceEvent(type)) pendingEvent = { type, month };
  }

  // 3. People.
  const hires = Math.max(0, decisions.headcountDelta) + extraHires;
  const dismissals = Math.max(0, -decisions.headcountDelta);
  headcount = Math.max(0, headcount + hires - dismissals);
  const recruitingCents = Math.max(0, decisions.headcountDelta) * roundCents(preset.salaryCents * RECRUITING_SALARY_SHARE) + extraRecruitingCents;
  const severanceCents = dismissals * roundCents(preset.salaryCents * country.severanceMonths);
  satisfactionShift -= dismissals * DISMISSAL_SATISFACTION_HIT;

  // 4. Stock and equipment bought at the start of the month.
  const unitCostCents = roundCents(preset.unitCostCents * (1 + supplierShock));
  let inventoryUnits = state.inventoryUnits;
  let inventoryValueCents = state.inventoryValueCents;
  const purchaseCents = decisions.purchaseUnits * unitCostCents;
  inventoryUnits += decisions.purchaseUnits;
  inventoryValueCents += purchaseCents;
  let equipmentCents = state.equipmentCents + decisions.capacityInvestmentCents;

  // 5. Awareness, quality, appeal.
  brand = nextBrand(preset, brand, decisions.marketingCents);
  quality = nextQuality(preset, quality, decisions.qualityInvestmentCents);
  const priceRatio = decisions.priceCents / preset.referencePriceCents;
  const appeal = appealOf(preset, quality, competitorPressure, priceRatio);

  // 6. Customers: Bass adoption (innovation from awareness, imitation from satisfied customers) and churn.
  const market = 1 - downturn;
  const potential = preset.marketPotential * market;
  const opening = state.customers;
  rng.reset(streamSeed(setup.seed, STREAMS.acquisition, month));
  const acquisitionNoise = Math.max(NOISE_FLOOR, 1 + difficulty.demandNoise * rng.nextNormal());
  const p = preset.bassOrganicP + preset.bassMarketingP * brand;
  const q = preset.bassQ * wordOfMouthOf(state.satisfaction);
  const adoption = (p + (q * opening) / preset.marketPotential) * Math.max(0, potential - opening);
  const expectedNew = adoption * appeal * (subscription ? season : 1) * acquisitionNoise;
  const newCustomers = Math.min(Math.max(0, Math.floor(potential) - opening), stochasticRound(expectedNew, rng.next()));
  rng.reset(streamSeed(setup.seed, STREAMS.churn, month));
  const churnRate = churnRateOf(preset, quality, state.satisfaction, priceRatio);
  const lostCustomers = Math.min(opening, stochasticRound(opening * churnRate, rng.next()));
  const customers = opening + newCustomers - lostCustomers;

  // 7. Demand, capacity, sales.
  const capacity = Math.max(0, staffCapacityOf(preset, headcount, hires, equipmentCents, capacityLoss));
  const priceResponse = priceResponseOf(preset, priceRatio);
  rng.reset(streamSeed(setup.seed, STREAMS.demand, month));
  const demandNoise = Math.max(NOISE_FLOOR, 1 + difficulty.demandNoise * rng.nextNormal());
  /** Demand before noise (non-saas). */
  let expectedDemand = 0;
  let demandUnits: number;
  let unitsSold: number;
  let capacityUnits: number;
  if (subscription) {
    demandUnits = customers;
    unitsSold = customers;
    capacityUnits = capacity;
  } else {
    expectedDemand = customers * preset.purchasesPerCustomer * season * priceResponse * market;
    demandUnits = stochasticRound(expectedDemand * demandNoise, rng.next());
    capacityUnits = stocked ? Math.min(capacity, inventoryUnits) : capacity;
    unitsSold = Math.min(demandUnits, capacityUnits);
  }
  const lostSalesUnits = demandUnits - unitsSold;
  const grossRevenueCents = unitsSold * decisions.priceCents;

  // 8. Cost of sales.
  let costOfSalesCents: number;
  let inventoryLossesCents = 0;
  if (stocked) {
    costOfSalesCents = inventoryUnits > 0 ? roundCents((inventoryValueCents * unitsSold) / inventoryUnits) : 0;
    inventoryUnits -= unitsSold;
    inventoryValueCents -= costOfSalesCents;
    if (preset.spoilageRate > 0 && inventoryUnits > 0) {
      const spoiled = Math.round(inventoryUnits * preset.spoilageRate);
      inventoryLossesCents = roundCents((inventoryValueCents * spoiled) / inventoryUnits);
      inventoryUnits -= spoiled;
      inventoryValueCents -= inventoryLossesCents;
    }
  } else {
    costOfSalesCents = unitsSold * unitCostCents;
  }
  const holdingCostsCents = roundCents(inventoryValueCents * preset.holdingCostRate);

  // 9. Taxes on revenue (Brazil: Simples Nacional, RBT12 in BRL).
  let revenueTaxesCents = 0;
  if (country.profitTaxRate === null) {
    const rbt12 = rbt12Cents(state.revenueHistoryCents, grossRevenueCents) / CURRENCY_SCALE[setup.currency];
    revenueTaxesCents = roundCents(grossRevenueCents * simplesEffectiveRate(preset.simplesAnnex, rbt12));
  }

  // 10. Income statement.
  const salariesCents = headcount * preset.salaryCents;
  const payrollCents = salariesCents + roundCents(salariesCents * country.employerChargeRate);
  const hiringAndSeveranceCents = recruitingCents + severanceCents;
  const netRevenueCents = grossRevenueCents - revenueTaxesCents;
  const grossProfitCents = netRevenueCents - costOfSalesCents - inventoryLossesCents;
  const ebitdaCents =
    grossProfitCents -
    payrollCents -
    hiringAndSeveranceCents -
    decisions.marketingCents -
    decisions.qualityInvestmentCents -
    preset.fixedCostsCents -
    holdingCostsCents -
    eventCostsCents;
  const depreciationCents = roundCents(equipmentCents * DEPRECIATION_MONTHLY_RATE);
  equipmentCents -= depreciationCents;
  const ebitCents = ebitdaCents - depreciationCents;
  const loanInterestCents = roundCents(state.loanCents * country.loanMonthlyRate);
  const creditInterestCents = roundCents(Math.max(0, -state.cashCents) * country.creditLineMonthlyRate);
  const interestCents = loanInterestCents + creditInterestCents;
  const earningsBeforeTaxCents = ebitCents - interestCents;
  let incomeTaxCents = 0;
  let taxLossCarryForwardCents = state.taxLossCarryForwardCents;
  if (country.profitTaxRate !== null) {
    if (earningsBeforeTaxCents <= 0) {
      taxLossCarryForwardCents -= earningsBeforeTaxCents;
    } else {
      const offset = Math.min(taxLossCarryForwardCents, earningsBeforeTaxCents);
      taxLossCarryForwardCents -= offset;
      incomeTaxCents = roundCents((earningsBeforeTaxCents - offset) * country.profitTaxRate);
    }
  }
  const netProfitCents = earningsBeforeTaxCents - incomeTaxCents;

  // 11. Cash flow.
  const openingCashCents = state.cashCents;
  const receiptsCents = grossRevenueCents;
  // Outflows are written 0 − x, not −x: −0 is not a cent and would break deep equality of replays.
  const supplierPaymentsCents = 0 - (purchaseCents + (stocked ? 0 : costOfSalesCents));
  const payrollPaymentsCents = 0 - (payrollCents + hiringAndSeveranceCents);
  const marketingPaymentsCents = 0 - decisions.marketingCents;
  const qualityPaymentsCents = 0 - decisions.qualityInvestmentCents;
  const otherPaymentsCents = 0 - (preset.fixedCostsCents + holdingCostsCents + eventCostsCents);
  const taxPaymentsCents = 0 - state.taxPayableCents;
  const operatingCents =
    receiptsCents +
    supplierPaymentsCents +
    payrollPaymentsCents +
    marketingPaymentsCents +
    qualityPaymentsCents +
    otherPaymentsCents +
    taxPaymentsCents;
  const equipmentPurchasesCents = 0 - decisions.capacityInvestmentCents;
  const loanProceedsCents = Math.max(0, decisions.loanCents);
  const loanRepaymentsCents = Math.min(0, decisions.loanCents);
  const interestPaidCents = 0 - interestCents;
  const financingCents = loanProceedsCents + loanRepaymentsCents + interestPaidCents;
  const netChangeCents = operatingCents + equipmentPurchasesCents + financingCents;
  const cashCents = openingCashCents + netChangeCents;
  const loanCents = state.loanCents + decisions.loanCents;
  const taxPayableCents = revenueTaxesCents + incomeTaxCents;
  const retainedEarningsCents = state.retainedEarningsCents + netProfitCents;

  // 12. Satisfaction, which moves word of mouth and churn from next month.
  const lostShare = demandUnits > 0 ? lostSalesUnits / demandUnits : 0;
  const overload = subscription ? (capacity > 0 ? Math.max(0, customers / capacity - 1) : customers > 0 ? 1 : 0) : 0;
  const fairness = clamp(PRICE_FAIRNESS_POINTS * (1 - priceRatio), -PRICE_FAIRNESS_POINTS, PRICE_FAIRNESS_MAX_BONUS);
  const target =
    SATISFACTION_BASE +
    SATISFACTION_QUALITY_SPAN * quality +
    fairness -
    STOCKOUT_SATISFACTION_POINTS * lostShare -
    OVERLOAD_SATISFACTION_POINTS * Math.min(1, overload);
  const satisfaction = clamp(
    state.satisfaction + SATISFACTION_ADJUSTMENT * (target - state.satisfaction) + satisfactionShift,
    0,
    100,
  );

  // 13. Effects age.
  if (supplierShockMonths > 0 && --supplierShockMonths === 0) supplierShock = 0;
  if (downturnMonths > 0 && --downturnMonths === 0) downturn = 0;
  if (capacityLossMonths > 0 && --capacityLossMonths === 0) capacityLoss = 0;
  competitorPressure -= (competitorPressure - difficulty.competitorPressure) * COMPETITOR_FADE;

  // 14. What produced this month's revenue, for next month's explanation.
  const perCustomer = subscription ? 1 : preset.purchasesPerCustomer;
  const factors: RevenueFactors = {
    priceCents: decisions.priceCents,
    customers,
    seasonality: subscription ? 1 : season,
    priceResponse,
    market: subscription ? 1 : market,
    // The noise factor includes the rounding of demand to whole units, so the fill rate is exactly
    // 1 whenever capacity was not the limit (and the capacity driver exactly 0).
    noise: subscription || expectedDemand <= 0 ? 1 : demandUnits / expectedDemand,
    fillRate: demandUnits > 0 ? unitsSold / demandUnits : 1,
    revenueCents: grossRevenueCents,
  };

  // 15. Status: bankrupt when cash is below zero beyond the credit line, finished at the horizon.
  const bankrupt = cashCents < -creditLineCents(setup);
  const status = bankrupt ? 'bankrupt' : month >= setup.horizonMonths ? 'finished' : 'running';
  const breakEvenMonth = state.breakEvenMonth ?? (netProfitCents > 0 ? month : null);

  const history = state.revenueHistoryCents.length >= 12 ? state.revenueHistoryCents.slice(1) : state.revenueHistoryCents.slice();
  history.push(grossRevenueCents);

  const next: SimulationState = {
    setup,
    month,
    status,
    cashCents,
    inventoryUnits,
    inventoryValueCents,
    equipmentCents,
    loanCents,
    taxPayableCents,
    paidInCapitalCents: state.paidInCapitalCents,
    retainedEarningsCents,
    taxLossCarryForwardCents,
    headcount,
    newHires: hires,
    customers,
    brand,
    quality,
    satisfaction,
    competitorPressure,
    supplierShock,
    supplierShockMonths,
    downturn,
    downturnMonths,
    capacityLoss,
    capacityLossMonths,
    revenueHistoryCents: history,
    pendingEvent: status === 'running' ? pendingEvent : null,
    lastFactors: factors,
    breakEvenMonth,
  };

  if (!withResult) return { state: next, result: null };

  // 16. Explanation: substitute last month's revenue factors by this month's one at a time.
  const stage: RevenueFactors = { ...state.lastFactors };
  let previousStage = state.lastFactors.revenueCents;
  const revenueDrivers: RevenueDrivers = {
    newCustomers: 0,
    lostCustomers: 0,
    seasonality: 0,
    priceResponse: 0,
    market: 0,
    noise: 0,
    capacity: 0,
    price: 0,
  };
  for (const key of REVENUE_DRIVER_KEYS) {
    if (key === 'newCustomers') stage.customers = state.lastFactors.customers + newCustomers;
    else if (key === 'lostCustomers') stage.customers = customers;
    else if (key === 'seasonality') stage.seasonality = factors.seasonality;
    else if (key === 'priceResponse') stage.priceResponse = factors.priceResponse;
    else if (key === 'market') stage.market = factors.market;
    else if (key === 'noise') stage.noise = factors.noise;
    else if (key === 'capacity') stage.fillRate = factors.fillRate;
    else stage.priceCents = factors.priceCents;
    const value = key === 'price' ? grossRevenueCents : roundCents(factorRevenue(stage, perCustomer));
    revenueDrivers[key] = value - previousStage;
    previousStage = value;
  }
  const inventoryCashCents = 0 - purchaseCents;
  const cashDrivers: CashDrivers = {
    sales: receiptsCents,
    inventory: inventoryCashCents,
    operatingCosts: operatingCents - receiptsCents - inventoryCashCents - taxPaymentsCents,
    taxes: taxPaymentsCents,
    investment: equipmentPurchasesCents,
    financing: financingCents,
  };

  const cashAssetCents = Math.max(0, cashCents);
  const creditUsedCents = Math.max(0, -cashCents);
  const totalAssetsCents = cashAssetCents + inventoryValueCents + equipmentCents;
  const totalLiabilitiesCents = creditUsedCents + loanCents + taxPayableCents;
  const arpa = customers > 0 ? grossRevenueCents / customers : 0;
  const grossMarginRate = netRevenueCents > 0 ? grossProfitCents / netRevenueCents : 0;
  const monthlyChurn = opening > 0 ? lostCustomers / opening : 0;

  const result: MonthResult = {
    month,
    calendarMonth: calendar + 1,
    decisions,
    answered,
    events,
    income: {
      grossRevenueCents,
      revenueTaxesCents,
      netRevenueCents,
      costOfSalesCents,
      inventoryLossesCents,
      grossProfitCents,
      payrollCents,
      hiringAndSeveranceCents,
      marketingCents: decisions.marketingCents,
      qualityCents: decisions.qualityInvestmentCents,
      fixedCostsCents: preset.fixedCostsCents,
      holdingCostsCents,
      eventCostsCents,
      ebitdaCents,
      depreciationCents,
      ebitCents,
      interestCents,
      earningsBeforeTaxCents,
      incomeTaxCents,
      netProfitCents,
    },
    cashFlow: {
      openingCashCents,
      receiptsCents,
      supplierPaymentsCents,
      payrollPaymentsCents,
      marketingPaymentsCents,
      qualityPaymentsCents,
      otherPaymentsCents,
      taxPaymentsCents,
      operatingCents,
      equipmentPurchasesCents,
      investingCents: equipmentPurchasesCents,
      loanProceedsCents,
      loanRepaymentsCents,
      interestPaidCents,
      financingCents,
      netChangeCents,
      closingCashCents: cashCents,
    },
    balance: {
      cashCents: cashAssetCents,
      inventoryCents: inventoryValueCents,
      equipmentCents,
      totalAssetsCents,
      creditLineCents: creditUsedCents,
      loanCents,
      taxPayableCents,
      totalLiabilitiesCents,
      paidInCapitalCents: state.paidInCapitalCents,
      retainedEarningsCents,
      totalEquityCents: state.paidInCapitalCents + retainedEarningsCents,
    },
    kpis: {
      revenueCents: grossRevenueCents,
      grossMarginRate,
      ebitdaCents,
      netProfitCents,
      cashCents,
      runwayMonths: netChangeCents < 0 ? Math.max(0, Math.floor((10 * cashCents) / -netChangeCents) / 10) : null,
      breakEvenMonth,
      customers,
      newCustomers,
      lostCustomers,
      churnRate: monthlyChurn,
      cacCents: newCustomers > 0 ? roundCents(decisions.marketingCents / newCustomers) : null,
      ltvCents: monthlyChurn > 0 && customers > 0 ? roundCents((arpa * Math.max(0, grossMarginRate)) / monthlyChurn) : null,
      satisfaction,
      brand,
      quality,
      demandUnits,
      unitsSold,
      lostSalesUnits,
      capacityUnits: subscription ? capacity : capacityUnits,
      inventoryUnits,
      headcount,
    },
    explanation: {
      revenueChangeCents: grossRevenueCents - state.lastFactors.revenueCents,
      revenueDrivers,
      largestRevenueDriver: largestKey(REVENUE_DRIVER_KEYS, revenueDrivers),
      cashChangeCents: netChangeCents,
      cashDrivers,
      largestCashDriver: largestKey(CASH_DRIVER_KEYS, cashDrivers),
    },
    status,
  };
  return { state: next, result };
}
