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
import {
  COUNTRY_RULES,
  CURRENCY_SCALE,
  DIFFICULTY_RULES,
  presetFor,
  type BusinessPreset,
  type CountryRules,
  type DifficultyRules,
} from './presets';
import {
  EVENT_STREAM_BASE,
  STREAMS,
  irwinHallNormal,
  monthMix,
  monthSeed,
  stochasticRound,
  streamBase,
  uniformDraw,
} from './random';
import { SIMPLES_ANNEXES, rbt12FromSum, simplesRateIn, type SimplesBracket } from './taxes';
import {
  CASH_DRIVER_KEYS,
  EVENT_TYPES,
  REVENUE_DRIVER_KEYS,
  type CashDrivers,
  type ChoiceEventType,
  type MonthDecisions,
  type MonthEvent,
  type MonthResult,
  type RevenueDrivers,
  type RevenueFactors,
  type SimulationSetup,
  type SimulationState,
  type SimulationStatus,
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

/** Index (0–11) of the calendar month of simulated month `month` (1-based). */
export function calendarIndex(firstCalendarMonth: number, month: number): number {
  return (firstCalendarMonth - 1 + month - 1) % 12;
}

/**
 * A one-entry cache of a pure function of one or two numbers. The month calls saturate and detPow
 * with arguments that rarely change (the marketing and quality spending, the price, the
 * equipment), and the forecast steps thousands of paths with the same decisions in a row: the
 * cached value is the function's own result for the same arguments, so nothing changes but time.
 */
class Memo {
  a = Number.NaN;
  b = Number.NaN;
  value = Number.NaN;
}

function saturateMemo(memo: Memo, x: number): number {
  if (x !== memo.a) {
    memo.value = saturate(x);
    memo.a = x;
  }
  return memo.value;
}

function powMemo(memo: Memo, base: number, exponent: number): number {
  if (base !== memo.a || exponent !== memo.b) {
    memo.value = detPow(base, exponent);
    memo.a = base;
    memo.b = exponent;
  }
  return memo.value;
}

const brandMemo = new Memo();
const qualityMemo = new Memo();
const equipmentMemo = new Memo();
const appealMemo = new Memo();
const priceResponseMemo = new Memo();
const churnPriceMemo = new Memo();

/** Acquisition multiplier from quality, competitors and (part of) the price. */
export function appealOf(
  preset: BusinessPreset,
  quality: number,
  competitorPressure: number,
  priceRatio: number,
): number {
  const priceExponent = preset.mode === 'subscription' ? preset.priceElasticity : preset.priceElasticity / 2;
  const priceFactor = Math.min(PRICE_RESPONSE_CAP, powMemo(appealMemo, priceRatio, -priceExponent));
  return ((QUALITY_APPEAL_BASE + QUALITY_APPEAL_SPAN * quality) * priceFactor) / (1 + competitorPressure);
}

/** Units each customer buys, relative to the reference, at a price ratio (1 for saas: the price acts on acquisition and churn). */
export function priceResponseOf(preset: BusinessPreset, priceRatio: number): number {
  if (preset.mode === 'subscription') return 1;
  return Math.min(PRICE_RESPONSE_CAP, powMemo(priceResponseMemo, priceRatio, -preset.priceElasticity / 2));
}

/** Monthly churn (lapse) rate from quality, satisfaction and, for saas, the price. */
export function churnRateOf(preset: BusinessPreset, quality: number, satisfaction: number, priceRatio: number): number {
  const qualityFactor = 1.5 - quality;
  const satisfactionFactor = clamp((100 - satisfaction) / (100 - CHURN_NEUTRAL_SATISFACTION), 0.5, 2);
  const priceFactor = preset.mode === 'subscription' ? clamp(powMemo(churnPriceMemo, priceRatio, 0.5), 0.7, 2) : 1;
  return Math.min(CHURN_MAX_MONTHLY, preset.baseChurn * qualityFactor * satisfactionFactor * priceFactor);
}

/** Word-of-mouth multiplier of the Bass q from satisfaction. */
export function wordOfMouthOf(satisfaction: number): number {
  return clamp(
    (satisfaction - WOM_ZERO_SATISFACTION) / (WOM_FULL_SATISFACTION - WOM_ZERO_SATISFACTION),
    0,
    WOM_MAX_FACTOR,
  );
}

/** New awareness after a month's marketing: decay, then a saturating gain on the unaware. */
export function nextBrand(preset: BusinessPreset, brand: number, marketingCents: number): number {
  const decayed = brand * (1 - preset.brandDecay);
  return (
    decayed + (1 - decayed) * preset.brandGainMax * saturateMemo(brandMemo, marketingCents / preset.marketingScaleCents)
  );
}

/** New quality after a month's investment: erosion, then a saturating gain on the gap to 1. */
export function nextQuality(preset: BusinessPreset, quality: number, investmentCents: number): number {
  const eroded = quality * (1 - QUALITY_DECAY);
  return (
    eroded + (1 - eroded) * QUALITY_GAIN_MAX * saturateMemo(qualityMemo, investmentCents / preset.qualityScaleCents)
  );
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
  const boost = 1 + EQUIPMENT_MAX_BOOST * saturateMemo(equipmentMemo, equipmentCents / preset.equipmentScaleCents);
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

/*
 * THE MONTH'S MECHANICS, shared by stepMonth and the risk forecast.
 *
 * runMonth is the whole month of one company: events, people, stock, awareness, customers,
 * demand, sales, costs, taxes, cash, satisfaction and status. It reads and writes the company in
 * a CompanyStore (typed arrays, one slot per company: the forecast keeps thousands of paths in
 * one, stepMonth one company in a store of one slot) and leaves what the statements need in a
 * MonthTrace. Everything that depends only on the setup (preset, country and difficulty rules,
 * recruiting and severance costs, event odds) is computed once per setup, in a MonthContext, and
 * the random numbers are drawn by position (uniformDraw), without a generator object. So there is
 * one implementation of the mechanics: a forecast path fed the same draws reproduces the
 * engine's months to the bit (forecast.test.ts), and the forecast allocates nothing per month.
 * Every number is computed by the same expression, in the same order, as the month always did:
 * the golden runs pin that to the cent.
 */

/** Index of each event type in EVENT_TYPES, the order in which the month draws them. */
const SUPPLIER_SHOCK = EVENT_TYPES.indexOf('supplierShock');
const VIRAL_POST = EVENT_TYPES.indexOf('viralPost');
const DOWNTURN = EVENT_TYPES.indexOf('downturn');
const KEY_EMPLOYEE_LEAVES = EVENT_TYPES.indexOf('keyEmployeeLeaves');
const EQUIPMENT_FAILURE = EVENT_TYPES.indexOf('equipmentFailure');
const EVENT_COUNT = EVENT_TYPES.length;
/** Random streams of a company: one per event type, then acquisition, churn and demand. */
const ACQUISITION_SLOT = EVENT_COUNT;
const CHURN_SLOT = EVENT_COUNT + 1;
const DEMAND_SLOT = EVENT_COUNT + 2;
export const STREAM_SLOTS = EVENT_COUNT + 3;
/**
 * The month's random numbers, as drawMonth leaves them in MonthTrace.draws: each stream's seed for
 * the month, then the first draw of each event type's stream (does it fire?), five draws of the
 * acquisition stream (four for the noise, one to round the new customers), one of the churn
 * stream, five of the demand stream. An event that fires draws its magnitude (its stream's second
 * draw) from its seed.
 */
const SEEDS_AT = 0;
const FIRES_AT = STREAM_SLOTS;
const ACQUISITION_AT = FIRES_AT + EVENT_COUNT;
const CHURN_AT = ACQUISITION_AT + 5;
const DEMAND_AT = CHURN_AT + 1;
const DRAW_COUNT = DEMAND_AT + 5;

/** Status codes of a CompanyStore. */
export const RUNNING = 0;
export const BANKRUPT = 1;
export const FINISHED = 2;
const STATUS_NAMES = ['running', 'bankrupt', 'finished'] as const satisfies readonly SimulationStatus[];

/** What the month needs from the setup, derived once per setup rather than once a month. */
export interface MonthContext {
  readonly setup: SimulationSetup;
  readonly preset: BusinessPreset;
  readonly country: CountryRules;
  readonly difficulty: DifficultyRules;
  readonly stocked: boolean;
  readonly subscription: boolean;
  /** Brazil: the Simples Nacional on revenue (needs RBT12); elsewhere a tax on profit. */
  readonly simples: boolean;
  /** The Simples Nacional brackets of the preset's annex. */
  readonly simplesBrackets: readonly SimplesBracket[];
  readonly currencyScale: number;
  readonly creditLineCents: number;
  /** Recruiting cost of one hire, severance of one dismissal, the event answers' costs. */
  readonly recruitingCents: number;
  readonly severanceCents: number;
  readonly replacementRecruitingCents: number;
  readonly repairCents: number;
  readonly loyaltyCents: number;
  /** Per event type: the monthly odds on this difficulty, the magnitude's range, the months it lasts, whether it asks a choice. */
  readonly eventOdds: Float64Array;
  readonly eventMinMagnitude: Float64Array;
  readonly eventMagnitudeSpan: Float64Array;
  readonly eventMonths: Float64Array;
  readonly eventAsksChoice: Uint8Array;
  /** Per stream slot: where its draws go in MonthTrace.draws and how many the month uses (saas draws no demand noise). */
  readonly drawsAt: Int32Array;
  readonly drawCounts: Int32Array;
}

/**
 * A copy of a preset made at one place, so every context's preset has the same hidden class in V8:
 * the presets in reais are object literals and the scaled ones copies of them, and code that has
 * seen both kinds (the server replays simulations in every currency) reads their fields more
 * slowly than code that sees one. Same values, so the same months.
 */
function canonicalPreset(p: BusinessPreset): BusinessPreset {
  return {
    type: p.type,
    mode: p.mode,
    marketPotential: p.marketPotential,
    purchasesPerCustomer: p.purchasesPerCustomer,
    referencePriceCents: p.referencePriceCents,
    unitCostCents: p.unitCostCents,
    priceElasticity: p.priceElasticity,
    fixedCostsCents: p.fixedCostsCents,
    salaryCents: p.salaryCents,
    initialHeadcount: p.initialHeadcount,
    unitsPerEmployee: p.unitsPerEmployee,
    baseChurn: p.baseChurn,
    bassOrganicP: p.bassOrganicP,
    bassMarketingP: p.bassMarketingP,
    bassQ: p.bassQ,
    marketingScaleCents: p.marketingScaleCents,
    brandGainMax: p.brandGainMax,
    brandDecay: p.brandDecay,
    qualityScaleCents: p.qualityScaleCents,
    equipmentScaleCents: p.equipmentScaleCents,
    spoilageRate: p.spoilageRate,
    holdingCostRate: p.holdingCostRate,
    seasonality: p.seasonality,
    simplesAnnex: p.simplesAnnex,
    suggestedCapitalCents: p.suggestedCapitalCents,
  };
}

function buildContext(setup: SimulationSetup): MonthContext {
  const preset = canonicalPreset(presetFor(setup.businessType, setup.currency));
  const country = COUNTRY_RULES[setup.country];
  const difficulty = DIFFICULTY_RULES[setup.difficulty];
  const eventOdds = new Float64Array(EVENT_COUNT);
  const eventMinMagnitude = new Float64Array(EVENT_COUNT);
  const eventMagnitudeSpan = new Float64Array(EVENT_COUNT);
  const eventMonths = new Float64Array(EVENT_COUNT);
  const eventAsksChoice = new Uint8Array(EVENT_COUNT);
  EVENT_TYPES.forEach((type, k) => {
    const spec = EVENT_SPECS[type];
    eventOdds[k] = spec.probability * difficulty.eventRate;
    eventMinMagnitude[k] = spec.minMagnitude;
    eventMagnitudeSpan[k] = spec.maxMagnitude - spec.minMagnitude;
    eventMonths[k] = spec.months;
    eventAsksChoice[k] = isChoiceEvent(type) ? 1 : 0;
  });
  const subscription = preset.mode === 'subscription';
  const drawsAt = new Int32Array(STREAM_SLOTS);
  const drawCounts = new Int32Array(STREAM_SLOTS);
  for (let k = 0; k < EVENT_COUNT; k++) {
    drawsAt[k] = FIRES_AT + k;
    drawCounts[k] = 1;
  }
  drawsAt[ACQUISITION_SLOT] = ACQUISITION_AT;
  drawCounts[ACQUISITION_SLOT] = 5;
  drawsAt[CHURN_SLOT] = CHURN_AT;
  drawCounts[CHURN_SLOT] = 1;
  drawsAt[DEMAND_SLOT] = DEMAND_AT;
  drawCounts[DEMAND_SLOT] = subscription ? 0 : 5;
  return {
    setup: { ...setup },
    preset,
    country,
    difficulty,
    stocked: preset.mode === 'inventory' || preset.mode === 'perishable',
    subscription,
    simples: country.profitTaxRate === null,
    simplesBrackets: SIMPLES_ANNEXES[preset.simplesAnnex],
    currencyScale: CURRENCY_SCALE[setup.currency],
    creditLineCents: creditLineCents(setup),
    recruitingCents: roundCents(preset.salaryCents * RECRUITING_SALARY_SHARE),
    severanceCents: roundCents(preset.salaryCents * country.severanceMonths),
    replacementRecruitingCents: roundCents(preset.salaryCents * REPLACEMENT_RECRUITING_SALARIES),
    repairCents: Math.max(
      roundCents(preset.equipmentScaleCents * REPAIR_EQUIPMENT_SHARE),
      roundCents(preset.fixedCostsCents * REPAIR_MIN_FIXED_COST_SHARE),
    ),
    loyaltyCents: roundCents(preset.marketingScaleCents * LOYALTY_COST_MARKETING_SHARE),
    eventOdds,
    eventMinMagnitude,
    eventMagnitudeSpan,
    eventMonths,
    eventAsksChoice,
    drawsAt,
    drawCounts,
  };
}

/** Whether a context was built for a setup with these rules (the seed and the name do not matter). */
function fits(ctx: MonthContext | null | undefined, setup: SimulationSetup): ctx is MonthContext {
  const c = ctx?.setup;
  return (
    c !== undefined &&
    c.businessType === setup.businessType &&
    c.currency === setup.currency &&
    c.country === setup.country &&
    c.difficulty === setup.difficulty &&
    c.startingCapitalCents === setup.startingCapitalCents &&
    c.horizonMonths === setup.horizonMonths &&
    c.firstCalendarMonth === setup.firstCalendarMonth
  );
}

let lastContext: MonthContext | null = null;
/** Contexts by setup object: the states of one simulation share theirs, so a screen that previews several simulations in turn builds each context once. */
const contexts = new WeakMap<SimulationSetup, MonthContext>();

/** The month's context for a setup, built once per simulation (checked against the setup's fields, in case it was changed in place). */
export function monthContext(setup: SimulationSetup): MonthContext {
  if (fits(lastContext, setup)) return lastContext;
  let ctx = contexts.get(setup);
  if (!fits(ctx, setup)) {
    ctx = buildContext(setup);
    contexts.set(setup, ctx);
  }
  lastContext = ctx;
  return ctx;
}

/**
 * Companies in typed arrays, one slot each (structure of arrays): the part of SimulationState the
 * month's mechanics read and write. The rest of the state (history of revenue, retained earnings,
 * break-even month, the revenue factors) is the caller's: stepMonth keeps it in the state object,
 * the forecast only what its paths need.
 */
export class CompanyStore {
  readonly cashCents: Float64Array;
  readonly inventoryUnits: Float64Array;
  readonly inventoryValueCents: Float64Array;
  readonly equipmentCents: Float64Array;
  readonly loanCents: Float64Array;
  readonly taxPayableCents: Float64Array;
  readonly taxLossCarryForwardCents: Float64Array;
  readonly headcount: Float64Array;
  readonly customers: Float64Array;
  readonly brand: Float64Array;
  readonly quality: Float64Array;
  readonly satisfaction: Float64Array;
  readonly competitorPressure: Float64Array;
  readonly supplierShock: Float64Array;
  readonly supplierShockMonths: Float64Array;
  readonly downturn: Float64Array;
  readonly downturnMonths: Float64Array;
  readonly capacityLoss: Float64Array;
  readonly capacityLossMonths: Float64Array;
  /** Last month's units sold ÷ units demanded (the suggested decisions read it). */
  readonly fillRate: Float64Array;
  /** The pending event's index in EVENT_TYPES, −1 for none. */
  readonly pendingEvent: Int8Array;
  /** RUNNING, BANKRUPT or FINISHED. */
  readonly status: Uint8Array;
  /** STREAM_SLOTS stream bases per company (see streamBase), and the seed they were made from. */
  readonly streams: Int32Array;
  readonly seeds: Float64Array;

  constructor(readonly size: number) {
    this.cashCents = new Float64Array(size);
    this.inventoryUnits = new Float64Array(size);
    this.inventoryValueCents = new Float64Array(size);
    this.equipmentCents = new Float64Array(size);
    this.loanCents = new Float64Array(size);
    this.taxPayableCents = new Float64Array(size);
    this.taxLossCarryForwardCents = new Float64Array(size);
    this.headcount = new Float64Array(size);
    this.customers = new Float64Array(size);
    this.brand = new Float64Array(size);
    this.quality = new Float64Array(size);
    this.satisfaction = new Float64Array(size);
    this.competitorPressure = new Float64Array(size);
    this.supplierShock = new Float64Array(size);
    this.supplierShockMonths = new Float64Array(size);
    this.downturn = new Float64Array(size);
    this.downturnMonths = new Float64Array(size);
    this.capacityLoss = new Float64Array(size);
    this.capacityLossMonths = new Float64Array(size);
    this.fillRate = new Float64Array(size);
    this.pendingEvent = new Int8Array(size);
    this.status = new Uint8Array(size);
    this.streams = new Int32Array(size * STREAM_SLOTS);
    this.seeds = new Float64Array(size).fill(Number.NaN);
  }

  /** Puts a company in slot i, with the random streams of `seed` (default: its own). */
  load(i: number, state: SimulationState, seed: number = state.setup.seed): void {
    this.cashCents[i] = state.cashCents;
    this.inventoryUnits[i] = state.inventoryUnits;
    this.inventoryValueCents[i] = state.inventoryValueCents;
    this.equipmentCents[i] = state.equipmentCents;
    this.loanCents[i] = state.loanCents;
    this.taxPayableCents[i] = state.taxPayableCents;
    this.taxLossCarryForwardCents[i] = state.taxLossCarryForwardCents;
    this.headcount[i] = state.headcount;
    this.customers[i] = state.customers;
    this.brand[i] = state.brand;
    this.quality[i] = state.quality;
    this.satisfaction[i] = state.satisfaction;
    this.competitorPressure[i] = state.competitorPressure;
    this.supplierShock[i] = state.supplierShock;
    this.supplierShockMonths[i] = state.supplierShockMonths;
    this.downturn[i] = state.downturn;
    this.downturnMonths[i] = state.downturnMonths;
    this.capacityLoss[i] = state.capacityLoss;
    this.capacityLossMonths[i] = state.capacityLossMonths;
    this.fillRate[i] = state.lastFactors.fillRate;
    this.pendingEvent[i] = state.pendingEvent ? EVENT_TYPES.indexOf(state.pendingEvent.type) : -1;
    this.status[i] = state.status === 'bankrupt' ? BANKRUPT : state.status === 'finished' ? FINISHED : RUNNING;
    this.seedStreams(i, seed);
  }

  /**
   * The same company in every slot, each slot with the random streams of seedOf(slot): the risk
   * forecast's paths at their start. Slot 0 is loaded and every other column filled from it (a
   * typed array fills natively), which takes a fraction of loading 10,000 slots one by one.
   */
  loadAll(state: SimulationState, seedOf: (slot: number) => number): void {
    this.load(0, state, seedOf(0));
    for (const column of Object.values(this)) {
      if (ArrayBuffer.isView(column) && column !== this.streams && column !== this.seeds)
        (column as Float64Array).fill((column as Float64Array)[0]!);
    }
    for (let i = 1; i < this.size; i++) this.seedStreams(i, seedOf(i));
  }

  /** The random streams of `seed` in slot i (see streamBase), unless the slot has them already. */
  private seedStreams(i: number, seed: number): void {
    const s = seed >>> 0;
    if (this.seeds[i] === s) return;
    const base = i * STREAM_SLOTS;
    for (let k = 0; k < EVENT_COUNT; k++) this.streams[base + k] = streamBase(s, EVENT_STREAM_BASE + k);
    this.streams[base + ACQUISITION_SLOT] = streamBase(s, STREAMS.acquisition);
    this.streams[base + CHURN_SLOT] = streamBase(s, STREAMS.churn);
    this.streams[base + DEMAND_SLOT] = streamBase(s, STREAMS.demand);
    this.seeds[i] = s;
  }
}

/** What one month computed beyond the company's new state: the lines of the statements and the KPIs. */
export class MonthTrace {
  /** The month's random numbers (see drawMonth). */
  readonly draws = new Float64Array(DRAW_COUNT);
  // Fields start as NaN, a double, so V8 gives them a double representation from the start: a
  // field that starts as a small integer and later holds a fraction changes the object's shape,
  // and the month's optimised code would be thrown away.
  /** The events drawn this month, in order: their index in EVENT_TYPES and their magnitude. */
  eventCount = Number.NaN;
  readonly eventTypes = new Int8Array(EVENT_COUNT);
  readonly eventMagnitudes = new Float64Array(EVENT_COUNT);
  hires = Number.NaN;
  /** Passed between the parts of the month. */
  pendingNext = Number.NaN;
  satisfactionShift = Number.NaN;
  unitCostCents = Number.NaN;
  priceRatio = Number.NaN;
  appeal = Number.NaN;
  newCustomers = Number.NaN;
  lostCustomers = Number.NaN;
  capacity = Number.NaN;
  capacityUnits = Number.NaN;
  demandUnits = Number.NaN;
  unitsSold = Number.NaN;
  lostSalesUnits = Number.NaN;
  season = Number.NaN;
  priceResponse = Number.NaN;
  market = Number.NaN;
  noise = Number.NaN;
  fillRate = Number.NaN;
  purchaseCents = Number.NaN;
  grossRevenueCents = Number.NaN;
  revenueTaxesCents = Number.NaN;
  netRevenueCents = Number.NaN;
  costOfSalesCents = Number.NaN;
  inventoryLossesCents = Number.NaN;
  grossProfitCents = Number.NaN;
  payrollCents = Number.NaN;
  hiringAndSeveranceCents = Number.NaN;
  holdingCostsCents = Number.NaN;
  eventCostsCents = Number.NaN;
  ebitdaCents = Number.NaN;
  depreciationCents = Number.NaN;
  ebitCents = Number.NaN;
  interestCents = Number.NaN;
  earningsBeforeTaxCents = Number.NaN;
  incomeTaxCents = Number.NaN;
  netProfitCents = Number.NaN;
  supplierPaymentsCents = Number.NaN;
  payrollPaymentsCents = Number.NaN;
  otherPaymentsCents = Number.NaN;
  taxPaymentsCents = Number.NaN;
  operatingCents = Number.NaN;
  loanProceedsCents = Number.NaN;
  loanRepaymentsCents = Number.NaN;
  interestPaidCents = Number.NaN;
  financingCents = Number.NaN;
  netChangeCents = Number.NaN;
}

/**
 * The month's random numbers for the company in slot i (see DRAW_COUNT): each stream's seed for
 * the month, then the draws the month reads. One loop over the streams, so the few lines of the
 * generator are compiled once into it, not once per draw.
 */
function drawMonth(ctx: MonthContext, s: CompanyStore, i: number, month: number, draws: Float64Array): void {
  const mix = monthMix(month);
  const streams = i * STREAM_SLOTS;
  for (let j = 0; j < STREAM_SLOTS; j++) {
    const seed = monthSeed(s.streams[streams + j]!, mix);
    draws[SEEDS_AT + j] = seed;
    const at = ctx.drawsAt[j]!;
    for (let k = 0, n = ctx.drawCounts[j]!; k < n; k++) draws[at + k] = uniformDraw(seed, k + 1);
  }
}

/**
 * One month of the company in slot i of the store: month `month` (1-based), under decisions the
 * caller has checked (and whose amounts are not −0: see copyDecisions), with the company's
 * previous months of revenue summed oldest first (at most 12; see rbt12FromSum). Updates the slot
 * and fills the trace.
 *
 * The month runs in five parts (its random numbers, then steps 1–5, 6–8, 9–10 and 11–14), each a
 * function of its own that passes what the next needs through the store and the trace. Split
 * this way, V8 compiles the small helpers (roundCents, nextBrand, churnRateOf…) into each part
 * instead of calling them: one function for the whole month exceeds its inlining budget, and
 * calls with fractional arguments cost an allocation each.
 */
export function runMonth(
  ctx: MonthContext,
  s: CompanyStore,
  i: number,
  month: number,
  decisions: MonthDecisions,
  historySumCents: number,
  historyMonths: number,
  t: MonthTrace,
): void {
  drawMonth(ctx, s, i, month, t.draws);
  monthEvents(ctx, s, i, decisions, t);
  monthSales(ctx, s, i, month, decisions, t);
  monthIncome(ctx, s, i, decisions, historySumCents, historyMonths, t);
  monthCash(ctx, s, i, month, decisions, t);
}

/** Steps 1–5: the answer to last month's event, this month's events, people, purchases, awareness, quality and appeal. */
function monthEvents(ctx: MonthContext, s: CompanyStore, i: number, decisions: MonthDecisions, t: MonthTrace): void {
  const preset = ctx.preset;
  const difficulty = ctx.difficulty;
  const draws = t.draws;
  const pending = s.pendingEvent[i]!;

  let headcount = s.headcount[i]!;
  let quality = s.quality[i]!;
  let satisfactionShift = 0;
  let competitorPressure = s.competitorPressure[i]!;
  let supplierShock = s.supplierShock[i]!;
  let supplierShockMonths = s.supplierShockMonths[i]!;
  let downturn = s.downturn[i]!;
  let downturnMonths = s.downturnMonths[i]!;
  let capacityLoss = s.capacityLoss[i]!;
  let capacityLossMonths = s.capacityLossMonths[i]!;
  let brand = s.brand[i]!;

  // 1. Last month's event, answered by this month's decisions.
  let eventCostsCents = 0;
  let extraHires = 0;
  let extraRecruitingCents = 0;
  const choice = decisions.eventChoice;
  if (pending >= 0 && choice) {
    if (choice === 'switchSupplier') {
      supplierShock = 0;
      supplierShockMonths = 0;
      quality = Math.max(0, quality - SWITCH_SUPPLIER_QUALITY_HIT);
    } else if (choice === 'hireReplacement') {
      extraHires = 1;
      extraRecruitingCents = ctx.replacementRecruitingCents;
    } else if (choice === 'redistribute') {
      satisfactionShift -= REDISTRIBUTE_SATISFACTION_HIT;
    } else if (choice === 'repair') {
      eventCostsCents += ctx.repairCents;
      capacityLoss = 0;
      capacityLossMonths = 0;
    } else if (choice === 'loyaltyProgram') {
      eventCostsCents += ctx.loyaltyCents;
      competitorPressure = Math.max(difficulty.competitorPressure, competitorPressure - LOYALTY_PRESSURE_RELIEF);
      satisfactionShift += LOYALTY_SATISFACTION_GAIN;
    }
  }

  // 2. This month's events, each from its own stream; at most one asks a choice. The magnitude
  // is the stream's second draw, so it is only drawn for an event that fires.
  let eventCount = 0;
  let pendingNext = -1;
  for (let k = 0; k < EVENT_COUNT; k++) {
    if (!(draws[FIRES_AT + k]! < ctx.eventOdds[k]!)) continue;
    const magnitude = ctx.eventMinMagnitude[k]! + ctx.eventMagnitudeSpan[k]! * uniformDraw(draws[SEEDS_AT + k]!, 2);
    const asksChoice = ctx.eventAsksChoice[k] === 1;
    if (asksChoice && pendingNext >= 0) continue;
    if (k === SUPPLIER_SHOCK) {
      if (supplierShockMonths > 0) continue;
      supplierShock = magnitude;
      supplierShockMonths = ctx.eventMonths[k]!;
    } else if (k === VIRAL_POST) {
      brand += (1 - brand) * magnitude;
    } else if (k === DOWNTURN) {
      if (downturnMonths > 0) continue;
      downturn = magnitude;
      downturnMonths = ctx.eventMonths[k]!;
    } else if (k === KEY_EMPLOYEE_LEAVES) {
      if (headcount + decisions.headcountDelta < 2) continue;
      headcount -= 1;
    } else if (k === EQUIPMENT_FAILURE) {
      if (capacityLossMonths > 0) continue;
      capacityLoss = magnitude;
      capacityLossMonths = ctx.eventMonths[k]!;
    } else {
      competitorPressure += magnitude;
    }
    t.eventTypes[eventCount] = k;
    t.eventMagnitudes[eventCount] = magnitude;
    eventCount++;
    if (asksChoice) pendingNext = k;
  }
  t.eventCount = eventCount;
  t.pendingNext = pendingNext;

  // 3. People.
  const headcountDelta = decisions.headcountDelta;
  const hires = Math.max(0, headcountDelta) + extraHires;
  const dismissals = Math.max(0, -headcountDelta);
  headcount = Math.max(0, headcount + hires - dismissals);
  const recruitingCents = Math.max(0, headcountDelta) * ctx.recruitingCents + extraRecruitingCents;
  const severanceCents = dismissals * ctx.severanceCents;
  satisfactionShift -= dismissals * DISMISSAL_SATISFACTION_HIT;

  // 4. Stock and equipment bought at the start of the month.
  const unitCostCents = roundCents(preset.unitCostCents * (1 + supplierShock));
  const purchaseCents = decisions.purchaseUnits * unitCostCents;
  s.inventoryUnits[i] = s.inventoryUnits[i]! + decisions.purchaseUnits;
  s.inventoryValueCents[i] = s.inventoryValueCents[i]! + purchaseCents;
  s.equipmentCents[i] = s.equipmentCents[i]! + decisions.capacityInvestmentCents;

  // 5. Awareness, quality, appeal.
  brand = nextBrand(preset, brand, decisions.marketingCents);
  quality = nextQuality(preset, quality, decisions.qualityInvestmentCents);
  const priceRatio = decisions.priceCents / preset.referencePriceCents;
  t.appeal = appealOf(preset, quality, competitorPressure, priceRatio);
  t.priceRatio = priceRatio;

  s.headcount[i] = headcount;
  s.quality[i] = quality;
  s.brand[i] = brand;
  s.competitorPressure[i] = competitorPressure;
  s.supplierShock[i] = supplierShock;
  s.supplierShockMonths[i] = supplierShockMonths;
  s.downturn[i] = downturn;
  s.downturnMonths[i] = downturnMonths;
  s.capacityLoss[i] = capacityLoss;
  s.capacityLossMonths[i] = capacityLossMonths;
  t.satisfactionShift = satisfactionShift;
  t.eventCostsCents = eventCostsCents;
  t.hires = hires;
  t.hiringAndSeveranceCents = recruitingCents + severanceCents;
  t.unitCostCents = unitCostCents;
  t.purchaseCents = purchaseCents;
}

/** Steps 6–8: customers won and lost, demand, capacity, sales and their cost. */
function monthSales(
  ctx: MonthContext,
  s: CompanyStore,
  i: number,
  month: number,
  decisions: MonthDecisions,
  t: MonthTrace,
): void {
  const preset = ctx.preset;
  const difficulty = ctx.difficulty;
  const stocked = ctx.stocked;
  const subscription = ctx.subscription;
  const draws = t.draws;
  const season = preset.seasonality[calendarIndex(ctx.setup.firstCalendarMonth, month)]!;
  const openingSatisfaction = s.satisfaction[i]!;
  const priceRatio = t.priceRatio;

  // 6. Customers: Bass adoption (innovation from awareness, imitation from satisfied customers) and churn.
  const market = 1 - s.downturn[i]!;
  const potential = preset.marketPotential * market;
  const opening = s.customers[i]!;
  const acquisitionNoise = Math.max(
    NOISE_FLOOR,
    1 +
      difficulty.demandNoise *
        irwinHallNormal(
          draws[ACQUISITION_AT]!,
          draws[ACQUISITION_AT + 1]!,
          draws[ACQUISITION_AT + 2]!,
          draws[ACQUISITION_AT + 3]!,
        ),
  );
  const p = preset.bassOrganicP + preset.bassMarketingP * s.brand[i]!;
  const q = preset.bassQ * wordOfMouthOf(openingSatisfaction);
  const adoption = (p + (q * opening) / preset.marketPotential) * Math.max(0, potential - opening);
  const expectedNew = adoption * t.appeal * (subscription ? season : 1) * acquisitionNoise;
  const newCustomers = Math.min(
    Math.max(0, Math.floor(potential) - opening),
    stochasticRound(expectedNew, draws[ACQUISITION_AT + 4]!),
  );
  const churnRate = churnRateOf(preset, s.quality[i]!, openingSatisfaction, priceRatio);
  const lostCustomers = Math.min(opening, stochasticRound(opening * churnRate, draws[CHURN_AT]!));
  const customers = opening + newCustomers - lostCustomers;

  // 7. Demand, capacity, sales.
  let inventoryUnits = s.inventoryUnits[i]!;
  let inventoryValueCents = s.inventoryValueCents[i]!;
  const capacity = Math.max(
    0,
    staffCapacityOf(preset, s.headcount[i]!, t.hires, s.equipmentCents[i]!, s.capacityLoss[i]!),
  );
  const priceResponse = priceResponseOf(preset, priceRatio);
  /** Demand before noise (non-saas). */
  let expectedDemand = 0;
  let demandUnits: number;
  let unitsSold: number;
  let capacityUnits: number;
  if (subscription) {
    // Subscriptions have no demand noise: the demand stream is not drawn.
    demandUnits = customers;
    unitsSold = customers;
    capacityUnits = capacity;
  } else {
    const demandNoise = Math.max(
      NOISE_FLOOR,
      1 +
        difficulty.demandNoise *
          irwinHallNormal(draws[DEMAND_AT]!, draws[DEMAND_AT + 1]!, draws[DEMAND_AT + 2]!, draws[DEMAND_AT + 3]!),
    );
    expectedDemand = customers * preset.purchasesPerCustomer * season * priceResponse * market;
    demandUnits = stochasticRound(expectedDemand * demandNoise, draws[DEMAND_AT + 4]!);
    capacityUnits = stocked ? Math.min(capacity, inventoryUnits) : capacity;
    unitsSold = Math.min(demandUnits, capacityUnits);
  }
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
    costOfSalesCents = unitsSold * t.unitCostCents;
  }

  s.customers[i] = customers;
  s.inventoryUnits[i] = inventoryUnits;
  s.inventoryValueCents[i] = inventoryValueCents;
  t.newCustomers = newCustomers;
  t.lostCustomers = lostCustomers;
  t.capacity = capacity;
  t.capacityUnits = capacityUnits;
  t.demandUnits = demandUnits;
  t.unitsSold = unitsSold;
  t.lostSalesUnits = demandUnits - unitsSold;
  t.season = season;
  t.priceResponse = priceResponse;
  t.market = market;
  // The noise factor includes the rounding of demand to whole units, so the fill rate is exactly
  // 1 whenever capacity was not the limit (and the capacity driver exactly 0).
  t.noise = subscription || expectedDemand <= 0 ? 1 : demandUnits / expectedDemand;
  t.fillRate = demandUnits > 0 ? unitsSold / demandUnits : 1;
  t.grossRevenueCents = grossRevenueCents;
  t.costOfSalesCents = costOfSalesCents;
  t.inventoryLossesCents = inventoryLossesCents;
  t.holdingCostsCents = roundCents(inventoryValueCents * preset.holdingCostRate);
}

/** Steps 9–10: taxes on revenue and the income statement. */
function monthIncome(
  ctx: MonthContext,
  s: CompanyStore,
  i: number,
  decisions: MonthDecisions,
  historySumCents: number,
  historyMonths: number,
  t: MonthTrace,
): void {
  const preset = ctx.preset;
  const country = ctx.country;
  const openingCashCents = s.cashCents[i]!;
  const grossRevenueCents = t.grossRevenueCents;

  // 9. Taxes on revenue (Brazil: Simples Nacional, RBT12 in BRL).
  let revenueTaxesCents = 0;
  if (ctx.simples) {
    const rbt12 = rbt12FromSum(historySumCents, historyMonths, grossRevenueCents) / ctx.currencyScale;
    revenueTaxesCents = roundCents(grossRevenueCents * simplesRateIn(ctx.simplesBrackets, rbt12));
  }

  // 10. Income statement.
  const salariesCents = s.headcount[i]! * preset.salaryCents;
  const payrollCents = salariesCents + roundCents(salariesCents * country.employerChargeRate);
  const netRevenueCents = grossRevenueCents - revenueTaxesCents;
  const grossProfitCents = netRevenueCents - t.costOfSalesCents - t.inventoryLossesCents;
  const ebitdaCents =
    grossProfitCents -
    payrollCents -
    t.hiringAndSeveranceCents -
    decisions.marketingCents -
    decisions.qualityInvestmentCents -
    preset.fixedCostsCents -
    t.holdingCostsCents -
    t.eventCostsCents;
  const depreciationCents = roundCents(s.equipmentCents[i]! * DEPRECIATION_MONTHLY_RATE);
  const ebitCents = ebitdaCents - depreciationCents;
  const loanInterestCents = roundCents(s.loanCents[i]! * country.loanMonthlyRate);
  const creditInterestCents = roundCents(Math.max(0, -openingCashCents) * country.creditLineMonthlyRate);
  const interestCents = loanInterestCents + creditInterestCents;
  const earningsBeforeTaxCents = ebitCents - interestCents;
  let incomeTaxCents = 0;
  let taxLossCarryForwardCents = s.taxLossCarryForwardCents[i]!;
  if (country.profitTaxRate !== null) {
    if (earningsBeforeTaxCents <= 0) {
      taxLossCarryForwardCents -= earningsBeforeTaxCents;
    } else {
      const offset = Math.min(taxLossCarryForwardCents, earningsBeforeTaxCents);
      taxLossCarryForwardCents -= offset;
      incomeTaxCents = roundCents((earningsBeforeTaxCents - offset) * country.profitTaxRate);
    }
  }

  s.taxLossCarryForwardCents[i] = taxLossCarryForwardCents;
  t.revenueTaxesCents = revenueTaxesCents;
  t.netRevenueCents = netRevenueCents;
  t.grossProfitCents = grossProfitCents;
  t.payrollCents = payrollCents;
  t.ebitdaCents = ebitdaCents;
  t.depreciationCents = depreciationCents;
  t.ebitCents = ebitCents;
  t.interestCents = interestCents;
  t.earningsBeforeTaxCents = earningsBeforeTaxCents;
  t.incomeTaxCents = incomeTaxCents;
  t.netProfitCents = earningsBeforeTaxCents - incomeTaxCents;
}

/** Steps 11–14: the cash flow, satisfaction, effects ageing and status. */
function monthCash(
  ctx: MonthContext,
  s: CompanyStore,
  i: number,
  month: number,
  decisions: MonthDecisions,
  t: MonthTrace,
): void {
  const preset = ctx.preset;
  const openingCashCents = s.cashCents[i]!;
  const openingSatisfaction = s.satisfaction[i]!;
  const grossRevenueCents = t.grossRevenueCents;
  const hiringAndSeveranceCents = t.hiringAndSeveranceCents;

  // 11. Cash flow.
  const receiptsCents = grossRevenueCents;
  // Outflows are written 0 − x, not −x: −0 is not a cent and would break deep equality of replays.
  const supplierPaymentsCents = 0 - (t.purchaseCents + (ctx.stocked ? 0 : t.costOfSalesCents));
  const payrollPaymentsCents = 0 - (t.payrollCents + hiringAndSeveranceCents);
  const marketingPaymentsCents = 0 - decisions.marketingCents;
  const qualityPaymentsCents = 0 - decisions.qualityInvestmentCents;
  const otherPaymentsCents = 0 - (preset.fixedCostsCents + t.holdingCostsCents + t.eventCostsCents);
  const taxPaymentsCents = 0 - s.taxPayableCents[i]!;
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
  const interestPaidCents = 0 - t.interestCents;
  const financingCents = loanProceedsCents + loanRepaymentsCents + interestPaidCents;
  const netChangeCents = operatingCents + equipmentPurchasesCents + financingCents;
  const cashCents = openingCashCents + netChangeCents;

  // 12. Satisfaction, which moves word of mouth and churn from next month.
  const demandUnits = t.demandUnits;
  const customers = s.customers[i]!;
  const capacity = t.capacity;
  const lostShare = demandUnits > 0 ? t.lostSalesUnits / demandUnits : 0;
  const overload = ctx.subscription
    ? capacity > 0
      ? Math.max(0, customers / capacity - 1)
      : customers > 0
        ? 1
        : 0
    : 0;
  const fairness = clamp(PRICE_FAIRNESS_POINTS * (1 - t.priceRatio), -PRICE_FAIRNESS_POINTS, PRICE_FAIRNESS_MAX_BONUS);
  const target =
    SATISFACTION_BASE +
    SATISFACTION_QUALITY_SPAN * s.quality[i]! +
    fairness -
    STOCKOUT_SATISFACTION_POINTS * lostShare -
    OVERLOAD_SATISFACTION_POINTS * Math.min(1, overload);
  const satisfaction = clamp(
    openingSatisfaction + SATISFACTION_ADJUSTMENT * (target - openingSatisfaction) + t.satisfactionShift,
    0,
    100,
  );

  // 13. Effects age.
  let supplierShockMonths = s.supplierShockMonths[i]!;
  let downturnMonths = s.downturnMonths[i]!;
  let capacityLossMonths = s.capacityLossMonths[i]!;
  if (supplierShockMonths > 0 && --supplierShockMonths === 0) s.supplierShock[i] = 0;
  if (downturnMonths > 0 && --downturnMonths === 0) s.downturn[i] = 0;
  if (capacityLossMonths > 0 && --capacityLossMonths === 0) s.capacityLoss[i] = 0;
  const competitorPressure = s.competitorPressure[i]!;
  s.competitorPressure[i] =
    competitorPressure - (competitorPressure - ctx.difficulty.competitorPressure) * COMPETITOR_FADE;

  // 14. Status: bankrupt when cash is below zero beyond the credit line, finished at the horizon.
  const status = cashCents < -ctx.creditLineCents ? BANKRUPT : month >= ctx.setup.horizonMonths ? FINISHED : RUNNING;

  s.cashCents[i] = cashCents;
  s.equipmentCents[i] = s.equipmentCents[i]! - t.depreciationCents;
  s.loanCents[i] = s.loanCents[i]! + decisions.loanCents;
  s.taxPayableCents[i] = t.revenueTaxesCents + t.incomeTaxCents;
  s.satisfaction[i] = satisfaction;
  s.supplierShockMonths[i] = supplierShockMonths;
  s.downturnMonths[i] = downturnMonths;
  s.capacityLossMonths[i] = capacityLossMonths;
  s.fillRate[i] = t.fillRate;
  s.pendingEvent[i] = status === RUNNING ? t.pendingNext : -1;
  s.status[i] = status;

  t.supplierPaymentsCents = supplierPaymentsCents;
  t.payrollPaymentsCents = payrollPaymentsCents;
  t.otherPaymentsCents = otherPaymentsCents;
  t.taxPaymentsCents = taxPaymentsCents;
  t.operatingCents = operatingCents;
  t.loanProceedsCents = loanProceedsCents;
  t.loanRepaymentsCents = loanRepaymentsCents;
  t.interestPaidCents = interestPaidCents;
  t.financingCents = financingCents;
  t.netChangeCents = netChangeCents;
}

/**
 * A copy of decisions that runMonth can read and the result can keep, with −0 turned into 0 (x + 0
 * does that): −0 passes validation as an integer but is not a cent, and would leak into the
 * statements. Every decisions object runMonth reads is made here, so they all share one shape.
 */
export function copyDecisions(input: MonthDecisions): MonthDecisions {
  return {
    priceCents: input.priceCents + 0,
    marketingCents: input.marketingCents + 0,
    headcountDelta: input.headcountDelta + 0,
    purchaseUnits: input.purchaseUnits + 0,
    capacityInvestmentCents: input.capacityInvestmentCents + 0,
    qualityInvestmentCents: input.qualityInvestmentCents + 0,
    loanCents: input.loanCents + 0,
    eventChoice: input.eventChoice,
  };
}

/** stepMonth's company: one slot, reused (the step is synchronous), and its trace. */
const single = new CompanyStore(1);
const singleTrace = new MonthTrace();

/**
 * Advances a simulation by one month: the pure heart of the engine. Same state and decisions,
 * same result, in every runtime. Throws SimulationError when the simulation is not running or
 * the decisions are invalid (check them first with validateDecisions).
 */
export function stepMonth(
  state: SimulationState,
  decisions: MonthDecisions,
): { state: SimulationState; result: MonthResult } {
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
  const decisions = copyDecisions(input);

  const { setup } = state;
  const ctx = monthContext(setup);
  const preset = ctx.preset;
  const subscription = ctx.subscription;
  const month = state.month + 1;
  const previousRevenue = state.revenueHistoryCents;
  let previousSumCents = 0;
  for (let k = 0; k < previousRevenue.length; k++) previousSumCents += previousRevenue[k]!;

  const s = single;
  const t = singleTrace;
  s.load(0, state);
  runMonth(ctx, s, 0, month, decisions, previousSumCents, previousRevenue.length, t);

  const grossRevenueCents = t.grossRevenueCents;
  const customers = s.customers[0]!;
  const cashCents = s.cashCents[0]!;
  const inventoryUnits = s.inventoryUnits[0]!;
  const inventoryValueCents = s.inventoryValueCents[0]!;
  const equipmentCents = s.equipmentCents[0]!;
  const loanCents = s.loanCents[0]!;
  const taxPayableCents = s.taxPayableCents[0]!;
  const headcount = s.headcount[0]!;
  const brand = s.brand[0]!;
  const quality = s.quality[0]!;
  const satisfaction = s.satisfaction[0]!;
  const netProfitCents = t.netProfitCents;
  const retainedEarningsCents = state.retainedEarningsCents + netProfitCents;
  const status = STATUS_NAMES[s.status[0]!]!;
  const pending = s.pendingEvent[0]!;

  // What produced this month's revenue, for next month's explanation.
  const perCustomer = subscription ? 1 : preset.purchasesPerCustomer;
  const factors: RevenueFactors = {
    priceCents: decisions.priceCents,
    customers,
    seasonality: subscription ? 1 : t.season,
    priceResponse: t.priceResponse,
    market: subscription ? 1 : t.market,
    noise: t.noise,
    fillRate: t.fillRate,
    revenueCents: grossRevenueCents,
  };
  const breakEvenMonth = state.breakEvenMonth ?? (netProfitCents > 0 ? month : null);

  const history = previousRevenue.length >= 12 ? previousRevenue.slice(1) : previousRevenue.slice();
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
    taxLossCarryForwardCents: s.taxLossCarryForwardCents[0]!,
    headcount,
    newHires: t.hires,
    customers,
    brand,
    quality,
    satisfaction,
    competitorPressure: s.competitorPressure[0]!,
    supplierShock: s.supplierShock[0]!,
    supplierShockMonths: s.supplierShockMonths[0]!,
    downturn: s.downturn[0]!,
    downturnMonths: s.downturnMonths[0]!,
    capacityLoss: s.capacityLoss[0]!,
    capacityLossMonths: s.capacityLossMonths[0]!,
    revenueHistoryCents: history,
    pendingEvent: pending >= 0 ? { type: EVENT_TYPES[pending] as ChoiceEventType, month } : null,
    lastFactors: factors,
    breakEvenMonth,
  };

  if (!withResult) return { state: next, result: null };

  const events: MonthEvent[] = [];
  for (let k = 0; k < t.eventCount; k++) {
    const type = EVENT_TYPES[t.eventTypes[k]!]!;
    events.push({ type, magnitude: t.eventMagnitudes[k]!, asksChoice: isChoiceEvent(type) });
  }
  const answered: MonthResult['answered'] =
    state.pendingEvent && decisions.eventChoice
      ? { type: state.pendingEvent.type, choice: decisions.eventChoice }
      : null;
  const newCustomers = t.newCustomers;
  const lostCustomers = t.lostCustomers;
  const opening = state.customers;
  const openingCashCents = state.cashCents;
  const receiptsCents = grossRevenueCents;
  const operatingCents = t.operatingCents;
  const taxPaymentsCents = t.taxPaymentsCents;
  const equipmentPurchasesCents = 0 - decisions.capacityInvestmentCents;
  const financingCents = t.financingCents;
  const netChangeCents = t.netChangeCents;
  const netRevenueCents = t.netRevenueCents;
  const grossProfitCents = t.grossProfitCents;
  const ebitdaCents = t.ebitdaCents;
  const capacity = t.capacity;
  const calendar = calendarIndex(setup.firstCalendarMonth, month);

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
  const inventoryCashCents = 0 - t.purchaseCents;
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
      revenueTaxesCents: t.revenueTaxesCents,
      netRevenueCents,
      costOfSalesCents: t.costOfSalesCents,
      inventoryLossesCents: t.inventoryLossesCents,
      grossProfitCents,
      payrollCents: t.payrollCents,
      hiringAndSeveranceCents: t.hiringAndSeveranceCents,
      marketingCents: decisions.marketingCents,
      qualityCents: decisions.qualityInvestmentCents,
      fixedCostsCents: preset.fixedCostsCents,
      holdingCostsCents: t.holdingCostsCents,
      eventCostsCents: t.eventCostsCents,
      ebitdaCents,
      depreciationCents: t.depreciationCents,
      ebitCents: t.ebitCents,
      interestCents: t.interestCents,
      earningsBeforeTaxCents: t.earningsBeforeTaxCents,
      incomeTaxCents: t.incomeTaxCents,
      netProfitCents,
    },
    cashFlow: {
      openingCashCents,
      receiptsCents,
      supplierPaymentsCents: t.supplierPaymentsCents,
      payrollPaymentsCents: t.payrollPaymentsCents,
      marketingPaymentsCents: 0 - decisions.marketingCents,
      qualityPaymentsCents: 0 - decisions.qualityInvestmentCents,
      otherPaymentsCents: t.otherPaymentsCents,
      taxPaymentsCents,
      operatingCents,
      equipmentPurchasesCents,
      investingCents: equipmentPurchasesCents,
      loanProceedsCents: t.loanProceedsCents,
      loanRepaymentsCents: t.loanRepaymentsCents,
      interestPaidCents: t.interestPaidCents,
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
      ltvCents:
        monthlyChurn > 0 && customers > 0 ? roundCents((arpa * Math.max(0, grossMarginRate)) / monthlyChurn) : null,
      satisfaction,
      brand,
      quality,
      demandUnits: t.demandUnits,
      unitsSold: t.unitsSold,
      lostSalesUnits: t.lostSalesUnits,
      capacityUnits: subscription ? capacity : t.capacityUnits,
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
