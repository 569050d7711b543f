import { BUSINESS_TYPES, CURRENCIES, TEXT_LIMITS } from '@alavanca/domain/constants';
import { COUNTRY_CODES } from '@alavanca/domain/locale/country-presets';
import type { SimulationScore as EngineSimulationScore } from '@alavanca/domain/simulation/score';
import {
  BANKRUPTCY_CAUSE_LEVERS,
  CASH_DRIVER_KEYS,
  DECISION_FLAGS,
  DIFFICULTIES,
  EVENT_CHOICES,
  EVENT_TYPES,
  HORIZONS,
  NUMERIC_DECISIONS,
  REVENUE_DRIVER_KEYS,
  type ChoiceEventType,
  type EventChoice as EngineEventChoice,
  type MonthDecisions as EngineMonthDecisions,
  type MonthResult as EngineMonthResult,
  type SimulationSetup as EngineSimulationSetup,
  type SimulationState as EngineSimulationState,
} from '@alavanca/domain/simulation/types';
import type { ValidationIssue } from '@alavanca/domain/simulation/validate';
import { z } from 'zod';
import type { FieldIssue } from './errors';
import { choice, integer, pageLimit } from './fields';
import { text } from './text';
import { V } from './validation-messages';

/*
 * Business simulations over the wire. Requests carry what the user decides; every number of a
 * month is computed by the server's engine (the client never posts results). The response
 * schemas mirror the engine's types exactly: the checks at the end of this file fail to compile
 * when one side changes without the other.
 */

// ---- Building blocks ----

const Cents = z.number().int();
const NullableCents = Cents.nullable();

export const SIMULATION_STATUSES = ['active', 'finished', 'bankrupt'] as const;
/** `active` while months can be played; `finished` by the user or at the horizon; `bankrupt`. */
export const SimulationStatus = z.enum(SIMULATION_STATUSES);
export type SimulationStatus = z.infer<typeof SimulationStatus>;

/** The largest seed: the engine takes any 32-bit unsigned integer. */
export const SIMULATION_SEED_MAX = 0xffff_ffff;

const CHOICE_EVENT_TYPES = Object.keys(EVENT_CHOICES) as [ChoiceEventType, ...ChoiceEventType[]];
const EVENT_CHOICE_VALUES = [...new Set(Object.values(EVENT_CHOICES).flat())] as [
  EngineEventChoice,
  ...EngineEventChoice[],
];

export const BusinessType = z.enum(BUSINESS_TYPES);
export const Difficulty = z.enum(DIFFICULTIES);
export const HorizonMonths = z.literal(HORIZONS);

/** A month a request names (1 for the first), never past the longest horizon. */
export const monthNumber = () =>
  integer()
    .min(1, V.outOfRange)
    .max(Math.max(...HORIZONS), V.outOfRange);
export const EventType = z.enum(EVENT_TYPES);
export const EventChoice = z.enum(EVENT_CHOICE_VALUES);

// ---- Requests ----

/**
 * `POST /api/simulations`: the engine's setup. Without a seed the server draws one; ranges that
 * depend on other fields (the starting capital by currency) are checked by the engine and come
 * back as field issues with the same catalog keys.
 */
export const CreateSimulationRequest = z.object({
  businessType: choice(BUSINESS_TYPES),
  name: text(V.required).trim().min(1, V.required).max(TEXT_LIMITS.name, V.tooLong),
  country: choice(COUNTRY_CODES),
  currency: choice(CURRENCIES),
  startingCapitalCents: integer(),
  horizonMonths: z.literal(HORIZONS, { error: (issue) => (issue.input === undefined ? V.required : V.invalidOption) }),
  difficulty: choice(DIFFICULTIES),
  seed: integer().min(0, V.outOfRange).max(SIMULATION_SEED_MAX, V.outOfRange).optional(),
  /** Calendar month (1 = January) of the first simulated month: seasonality follows it. */
  firstCalendarMonth: integer().min(1, V.outOfRange).max(12, V.outOfRange),
  /** The first month's price, brought from a validated idea; its range (the month's) is checked by the engine. */
  firstPriceCents: integer().optional(),
  /** The first month's marketing, brought from a canvas's channels; checked by the engine. */
  firstMarketingCents: integer().optional(),
  /** The company's fixed costs a month in place of the business type's, brought from a canvas; checked by the engine. */
  fixedCostsCents: integer().optional(),
});
export type CreateSimulationRequest = z.infer<typeof CreateSimulationRequest>;

/**
 * A month's decisions. Their bounds depend on the simulation (price and spending on the business
 * type's preset, headcount and loan on the current state), so the engine checks them.
 */
export const MonthDecisionsInput = z.object({
  priceCents: integer(),
  marketingCents: integer(),
  /** Hires (positive) or dismissals (negative). */
  headcountDelta: integer(),
  purchaseUnits: integer(),
  capacityInvestmentCents: integer(),
  qualityInvestmentCents: integer(),
  /** Positive borrows, negative repays. */
  loanCents: integer(),
  /** The answer to last month's event when one asks for it; null (the default) otherwise. */
  eventChoice: z.enum(EVENT_CHOICE_VALUES, V.invalidOption).nullable().default(null),
});

/**
 * `POST /api/simulations/:id/months`. `month` is the month the client is playing (1 for the
 * first): a second submission of the same month, or one from a stale tab, is refused with 409
 * CONFLICT and changes nothing.
 */
export const AdvanceMonthRequest = z.object({
  month: monthNumber(),
  decisions: MonthDecisionsInput,
});
export type AdvanceMonthRequest = z.infer<typeof AdvanceMonthRequest>;

/**
 * `POST /api/simulations/:id/duplicate`: the same setup under a new seed (the same months will
 * not repeat) unless `keepSeed`; the name is kept unless a new one is given.
 */
export const DuplicateSimulationRequest = z.object({
  keepSeed: z.boolean(V.invalidOption).default(false),
  name: text(V.required).trim().min(1, V.required).max(TEXT_LIMITS.name, V.tooLong).optional(),
});
export type DuplicateSimulationRequest = z.infer<typeof DuplicateSimulationRequest>;

/**
 * `POST /api/simulations/:id/replay`: an ended simulation played again from `fromMonth` (1 to the
 * months played): a new active simulation of the same company, market and luck, with the months
 * before it as they were. It is the same company, so it spends no unit of the plan. The name is
 * kept unless a new one is given.
 */
export const ReplaySimulationRequest = z.object({
  fromMonth: monthNumber(),
  name: text(V.required).trim().min(1, V.required).max(TEXT_LIMITS.name, V.tooLong).optional(),
});
export type ReplaySimulationRequest = z.infer<typeof ReplaySimulationRequest>;

export const SIMULATION_LIST_FILTERS = ['all', ...SIMULATION_STATUSES] as const;
/** `updated` and `created`: newest first; `name`: alphabetical. */
export const SIMULATION_LIST_SORTS = ['updated', 'created', 'name'] as const;
export const SimulationListSort = z.enum(SIMULATION_LIST_SORTS);
export type SimulationListSort = z.infer<typeof SimulationListSort>;
export const SIMULATION_PAGE_SIZE = { default: 20, max: 50 } as const;

/** `GET /api/simulations?status=&sort=&limit=&cursor=`: one page at a time, by keyset. */
export const SimulationListQuery = z.object({
  status: z.enum(SIMULATION_LIST_FILTERS, V.invalidOption).default('all'),
  sort: z.enum(SIMULATION_LIST_SORTS, V.invalidOption).default('updated'),
  limit: pageLimit(SIMULATION_PAGE_SIZE),
  /** `nextCursor` of the previous page, for the same sort. */
  cursor: text().max(500, V.invalidOption).optional(),
});
export type SimulationListQuery = z.infer<typeof SimulationListQuery>;

// ---- The engine's shapes ----

export const SimulationSetup = z.object({
  businessType: BusinessType,
  name: z.string(),
  country: z.enum(COUNTRY_CODES),
  currency: z.enum(CURRENCIES),
  startingCapitalCents: Cents,
  horizonMonths: HorizonMonths,
  difficulty: Difficulty,
  seed: z.number().int(),
  firstCalendarMonth: z.number().int(),
  firstPriceCents: Cents.optional(),
  firstMarketingCents: Cents.optional(),
  fixedCostsCents: Cents.optional(),
});
export type SimulationSetup = z.infer<typeof SimulationSetup>;

export const MonthDecisions = z.object({
  priceCents: Cents,
  marketingCents: Cents,
  headcountDelta: z.number().int(),
  purchaseUnits: z.number().int(),
  capacityInvestmentCents: Cents,
  qualityInvestmentCents: Cents,
  loanCents: Cents,
  eventChoice: EventChoice.nullable(),
});
export type MonthDecisions = z.infer<typeof MonthDecisions>;

const EngineStatus = z.enum(['running', 'bankrupt', 'finished']);

const RevenueFactors = z.object({
  priceCents: Cents,
  customers: z.number(),
  seasonality: z.number(),
  priceResponse: z.number(),
  market: z.number(),
  noise: z.number(),
  fillRate: z.number(),
  revenueCents: Cents,
});

/** The engine's state after the last month played: what the month screen previews from. */
export const SimulationState = z.object({
  setup: SimulationSetup,
  month: z.number().int(),
  status: EngineStatus,
  cashCents: Cents,
  inventoryUnits: z.number(),
  inventoryValueCents: Cents,
  equipmentCents: Cents,
  loanCents: Cents,
  taxPayableCents: Cents,
  paidInCapitalCents: Cents,
  retainedEarningsCents: Cents,
  taxLossCarryForwardCents: Cents,
  headcount: z.number().int(),
  newHires: z.number().int(),
  customers: z.number(),
  brand: z.number(),
  quality: z.number(),
  satisfaction: z.number(),
  competitorPressure: z.number(),
  supplierShock: z.number(),
  supplierShockMonths: z.number().int(),
  downturn: z.number(),
  downturnMonths: z.number().int(),
  capacityLoss: z.number(),
  capacityLossMonths: z.number().int(),
  revenueHistoryCents: z.array(Cents),
  pendingEvent: z.object({ type: z.enum(CHOICE_EVENT_TYPES), month: z.number().int() }).nullable(),
  lastFactors: RevenueFactors,
  breakEvenMonth: z.number().int().nullable(),
});
export type SimulationState = z.infer<typeof SimulationState>;

const IncomeStatement = z.object({
  grossRevenueCents: Cents,
  revenueTaxesCents: Cents,
  netRevenueCents: Cents,
  costOfSalesCents: Cents,
  inventoryLossesCents: Cents,
  grossProfitCents: Cents,
  payrollCents: Cents,
  hiringAndSeveranceCents: Cents,
  marketingCents: Cents,
  qualityCents: Cents,
  fixedCostsCents: Cents,
  holdingCostsCents: Cents,
  eventCostsCents: Cents,
  ebitdaCents: Cents,
  depreciationCents: Cents,
  ebitCents: Cents,
  interestCents: Cents,
  earningsBeforeTaxCents: Cents,
  incomeTaxCents: Cents,
  netProfitCents: Cents,
});

const CashFlowStatement = z.object({
  openingCashCents: Cents,
  receiptsCents: Cents,
  supplierPaymentsCents: Cents,
  payrollPaymentsCents: Cents,
  marketingPaymentsCents: Cents,
  qualityPaymentsCents: Cents,
  otherPaymentsCents: Cents,
  taxPaymentsCents: Cents,
  operatingCents: Cents,
  equipmentPurchasesCents: Cents,
  investingCents: Cents,
  loanProceedsCents: Cents,
  loanRepaymentsCents: Cents,
  interestPaidCents: Cents,
  financingCents: Cents,
  netChangeCents: Cents,
  closingCashCents: Cents,
});

const BalanceSheet = z.object({
  cashCents: Cents,
  inventoryCents: Cents,
  equipmentCents: Cents,
  totalAssetsCents: Cents,
  creditLineCents: Cents,
  loanCents: Cents,
  taxPayableCents: Cents,
  totalLiabilitiesCents: Cents,
  paidInCapitalCents: Cents,
  retainedEarningsCents: Cents,
  totalEquityCents: Cents,
});

export const Kpis = z.object({
  revenueCents: Cents,
  grossMarginRate: z.number(),
  ebitdaCents: Cents,
  netProfitCents: Cents,
  cashCents: Cents,
  runwayMonths: z.number().nullable(),
  breakEvenMonth: z.number().int().nullable(),
  customers: z.number(),
  newCustomers: z.number(),
  lostCustomers: z.number(),
  churnRate: z.number(),
  cacCents: NullableCents,
  ltvCents: NullableCents,
  satisfaction: z.number(),
  brand: z.number(),
  quality: z.number(),
  demandUnits: z.number(),
  unitsSold: z.number(),
  lostSalesUnits: z.number(),
  capacityUnits: z.number(),
  inventoryUnits: z.number(),
  headcount: z.number().int(),
});
export type Kpis = z.infer<typeof Kpis>;

const centsByKey = <const K extends readonly [string, ...string[]]>(keys: K) =>
  z.object(Object.fromEntries(keys.map((key) => [key, Cents])) as { [Key in K[number]]: typeof Cents });

const RevenueDriverKey = z.enum(REVENUE_DRIVER_KEYS);
const CashDriverKey = z.enum(CASH_DRIVER_KEYS);

const MonthExplanation = z.object({
  revenueChangeCents: Cents,
  // Months stored before the engine split recovered from lost sales have no recoveredSales: 0 then.
  revenueDrivers: centsByKey(REVENUE_DRIVER_KEYS).extend({ recoveredSales: Cents.default(0) }),
  largestRevenueDriver: RevenueDriverKey.nullable(),
  cashChangeCents: Cents,
  cashDrivers: centsByKey(CASH_DRIVER_KEYS),
  largestCashDriver: CashDriverKey.nullable(),
});

const MonthEvent = z.object({
  type: EventType,
  magnitude: z.number(),
  asksChoice: z.boolean(),
});

/** Everything the engine computed for one month: statements, KPIs, events and the why. */
export const MonthResult = z.object({
  month: z.number().int(),
  calendarMonth: z.number().int(),
  decisions: MonthDecisions,
  answered: z.object({ type: z.enum(CHOICE_EVENT_TYPES), choice: EventChoice }).nullable(),
  events: z.array(MonthEvent),
  income: IncomeStatement,
  cashFlow: CashFlowStatement,
  balance: BalanceSheet,
  kpis: Kpis,
  explanation: MonthExplanation,
  status: EngineStatus,
});
export type MonthResult = z.infer<typeof MonthResult>;

const DecisionFlag = z.enum(DECISION_FLAGS);
const DecisionReview = z.object({
  month: z.number().int(),
  score: z.number(),
  flags: z.array(DecisionFlag),
  netProfitCents: Cents,
  // Scores stored before the months were replayed have no effect: null, as for an unreplayable run.
  effectCents: Cents.nullable().default(null),
});

const NumericDecision = z.enum(NUMERIC_DECISIONS);
const TurningPoint = z.object({
  month: z.number().int(),
  lever: NumericDecision,
  played: z.number().int(),
  instead: z.number().int(),
  fromThenOn: z.boolean(),
  gainCents: Cents,
});
const ReplayReview = z.object({
  throughMonth: z.number().int(),
  monthEffectsCents: z.array(Cents),
  turningPoints: z.array(TurningPoint),
  bankruptcy: z
    .object({
      month: z.number().int(),
      cause: z.enum([...BANKRUPTCY_CAUSE_LEVERS, 'several', 'market']),
      instead: z.object({ survived: z.boolean(), lastMonth: z.number().int(), cashCents: Cents }),
    })
    .nullable(),
});

/** The final score, 0–100, its five components, the best and worst months and the lessons. */
export const SimulationScore = z.object({
  total: z.number().int(),
  components: z.object({
    profitability: z.number(),
    growth: z.number(),
    survival: z.number(),
    satisfaction: z.number(),
    decisionQuality: z.number(),
  }),
  bestDecisions: z.array(DecisionReview),
  worstDecisions: z.array(DecisionReview),
  lessons: z.array(DecisionFlag),
  replay: ReplayReview.nullable().default(null),
});
export type SimulationScore = z.infer<typeof SimulationScore>;

// ---- Responses ----

/** One row of the management list. */
export const SimulationSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  businessType: BusinessType,
  currency: z.enum(CURRENCIES),
  status: SimulationStatus,
  /** Months played. */
  month: z.number().int().min(0),
  horizonMonths: HorizonMonths,
  /** The last month's key figures; null before the first month. */
  kpis: Kpis.pick({
    revenueCents: true,
    netProfitCents: true,
    cashCents: true,
    runwayMonths: true,
    customers: true,
    satisfaction: true,
  }).nullable(),
  /** The final score's total once the simulation ended. */
  score: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type SimulationSummary = z.infer<typeof SimulationSummary>;

export const SimulationListResponse = z.object({
  simulations: z.array(SimulationSummary),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type SimulationListResponse = z.infer<typeof SimulationListResponse>;

/** One month played: the decisions as submitted and the engine's result. */
export const SimulationMonth = z.object({
  month: z.number().int().min(1),
  decisions: MonthDecisions,
  result: MonthResult,
  createdAt: z.iso.datetime(),
});
export type SimulationMonth = z.infer<typeof SimulationMonth>;

/** `GET /api/simulations/:id`, and the answer of every change to one simulation. */
export const Simulation = SimulationSummary.omit({ kpis: true, score: true }).extend({
  setup: SimulationSetup,
  /** The engine's state after the last month: previews of the next month start from it. */
  state: SimulationState,
  /** Oldest first. */
  months: z.array(SimulationMonth),
  score: SimulationScore.nullable(),
});
export type Simulation = z.infer<typeof Simulation>;

export const SimulationResponse = z.object({ simulation: Simulation });
export type SimulationResponse = z.infer<typeof SimulationResponse>;

// ---- Engine issues as field issues ----

type CatalogKey = (typeof V)[keyof typeof V];

/**
 * The engine's validation issues as the API's field issues: the path under `prefix`
 * (`decisions.priceCents`) and the issue's catalog key as the message.
 */
export function toFieldIssues(issues: readonly ValidationIssue[], prefix = ''): FieldIssue[] {
  return issues.map((issue) => {
    // A type error here means the engine uses a key the catalog lacks: add it to V.
    const message: CatalogKey = issue.code;
    return { path: prefix === '' ? issue.path : `${prefix}.${issue.path}`, message };
  });
}

// ---- Compile-time agreement with the engine ----

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agreesWithEngine: [
  Same<SimulationSetup, EngineSimulationSetup>,
  Same<MonthDecisions, EngineMonthDecisions>,
  Same<z.output<typeof MonthDecisionsInput>, EngineMonthDecisions>,
  Same<SimulationState, EngineSimulationState>,
  Same<MonthResult, EngineMonthResult>,
  Same<SimulationScore, EngineSimulationScore>,
] = [true, true, true, true, true, true];
void agreesWithEngine;
