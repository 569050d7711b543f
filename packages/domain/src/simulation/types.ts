import type { BusinessType, Currency } from '../constants';
import type { CountryCode } from '../locale/country-presets';

/**
 * The shapes the engine reads and writes. All are plain data (JSON-serialisable, no classes, no
 * dates), so a simulation can be stored, sent to the browser and replayed. Money is always an
 * integer number of cents of the setup's currency; rates and indices are plain numbers.
 */

export const DIFFICULTIES = ['easy', 'normal', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const HORIZONS = [12, 24, 36] as const;
export type HorizonMonths = (typeof HORIZONS)[number];

export interface SimulationSetup {
  businessType: BusinessType;
  name: string;
  /** Sets taxes, employer charges, interest rates and severance. */
  country: CountryCode;
  /** Sets the money scale of the preset (see CURRENCY_SCALE). */
  currency: Currency;
  startingCapitalCents: number;
  horizonMonths: HorizonMonths;
  difficulty: Difficulty;
  /** Any 32-bit unsigned integer; the caller draws one when the user gives none. */
  seed: number;
  /** Calendar month (1 = January) of the first simulated month: seasonality follows the calendar. */
  firstCalendarMonth: number;
  /**
   * The price the first month's decisions start from, when the user brought one (a validated
   * idea's price); without it, the business type's reference price. The engine never reads it.
   */
  firstPriceCents?: number;
  /** Likewise the first month's marketing, when the user brought a budget (a canvas's channels). */
  firstMarketingCents?: number;
  /**
   * The month's fixed costs (rent, utilities, software, accountant; not the team, which the engine
   * pays by headcount) when the user brought their own (a canvas's costs): they replace the
   * business type's typical ones wherever the company pays them. Without it, the preset's.
   */
  fixedCostsCents?: number;
}

/** How a business turns demand into sales; chosen by the preset. */
export type CapacityMode =
  /** Sells from stock bought in advance (durable goods): ecommerce, retail. */
  | 'inventory'
  /** Sells from stock that partly spoils when unsold: food. */
  | 'perishable'
  /** Sells staff time: service, other. */
  | 'staff'
  /** Sells monthly subscriptions; staff support a number of customers each: saas. */
  | 'subscription';

export const EVENT_TYPES = [
  'supplierShock',
  'viralPost',
  'downturn',
  'keyEmployeeLeaves',
  'equipmentFailure',
  'newCompetitor',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The options of the events that ask the user; the first one is the "do nothing" option. */
export const EVENT_CHOICES = {
  supplierShock: ['absorb', 'switchSupplier'],
  keyEmployeeLeaves: ['redistribute', 'hireReplacement'],
  equipmentFailure: ['postpone', 'repair'],
  newCompetitor: ['ignore', 'loyaltyProgram'],
} as const satisfies Partial<Record<EventType, readonly string[]>>;
export type ChoiceEventType = keyof typeof EVENT_CHOICES;
export type EventChoice = (typeof EVENT_CHOICES)[ChoiceEventType][number];

export interface MonthDecisions {
  /** Price per unit (per subscription month for saas). */
  priceCents: number;
  marketingCents: number;
  /** Hires (positive) or dismissals (negative) at the start of the month. */
  headcountDelta: number;
  /** Stock bought at the start of the month (inventory and perishable modes; 0 otherwise). */
  purchaseUnits: number;
  /** Equipment bought: a fixed asset that raises staff productivity, depreciated monthly. */
  capacityInvestmentCents: number;
  /** Product, training and process spending that raises quality; an expense. */
  qualityInvestmentCents: number;
  /** Positive: borrow this much; negative: repay this much of the loan. */
  loanCents: number;
  /** The answer to last month's event, required when one is pending, otherwise null. */
  eventChoice: EventChoice | null;
}

export interface PendingEvent {
  type: ChoiceEventType;
  /** The month in which it happened. */
  month: number;
}

/** What produced last month's revenue, kept to explain the change this month. */
export interface RevenueFactors {
  priceCents: number;
  customers: number;
  seasonality: number;
  priceResponse: number;
  market: number;
  /** Demand noise including the rounding to whole units (realised ÷ expected units). */
  noise: number;
  /** Units sold ÷ units demanded: below 1 when stock or staff ran out. */
  fillRate: number;
  revenueCents: number;
}

export type SimulationStatus = 'running' | 'bankrupt' | 'finished';

export interface SimulationState {
  setup: SimulationSetup;
  /** Months completed so far (0 before the first). */
  month: number;
  status: SimulationStatus;
  /** Negative when the credit line is drawn. */
  cashCents: number;
  inventoryUnits: number;
  /** Book value of the stock at weighted average cost. */
  inventoryValueCents: number;
  /** Net book value of equipment. */
  equipmentCents: number;
  loanCents: number;
  /** Taxes accrued this month, paid next month (the DAS is due on the 20th of the following month). */
  taxPayableCents: number;
  paidInCapitalCents: number;
  retainedEarningsCents: number;
  /** Past losses not yet offset against profit (profit-tax countries). */
  taxLossCarryForwardCents: number;
  headcount: number;
  /** Hired this month: half as productive in their first month. */
  newHires: number;
  customers: number;
  /** Awareness 0–1, raised by marketing, decays monthly. */
  brand: number;
  /** Product/service quality 0–1, raised by quality investment, erodes monthly. */
  quality: number;
  /** NPS-like satisfaction 0–100. */
  satisfaction: number;
  /** Competitors' pull: the share multiplier is 1 / (1 + pressure). */
  competitorPressure: number;
  /** Unit-cost increase of an ongoing supplier shock (0.2 = +20%) and its months left. */
  supplierShock: number;
  supplierShockMonths: number;
  /** Demand lost to an ongoing downturn (0.15 = −15%) and its months left. */
  downturn: number;
  downturnMonths: number;
  /** Capacity lost to broken equipment (0.25 = −25%) and its months left. */
  capacityLoss: number;
  capacityLossMonths: number;
  /** Gross revenue of the months so far, oldest first, at most 12 (RBT12 for Simples Nacional). */
  revenueHistoryCents: number[];
  pendingEvent: PendingEvent | null;
  lastFactors: RevenueFactors;
  /** First month whose net profit was positive. */
  breakEvenMonth: number | null;
}

/** Income statement (DRE) of one month. Expenses are positive amounts subtracted. */
export interface IncomeStatement {
  grossRevenueCents: number;
  /** Taxes on revenue: the Simples Nacional DAS in Brazil, 0 elsewhere. */
  revenueTaxesCents: number;
  netRevenueCents: number;
  /** Cost of the units sold (stock at average cost) or of the service/subscriptions delivered. */
  costOfSalesCents: number;
  /** Spoiled stock at book value. */
  inventoryLossesCents: number;
  grossProfitCents: number;
  /** Salaries plus employer charges. */
  payrollCents: number;
  /** Recruiting fees and severance. */
  hiringAndSeveranceCents: number;
  marketingCents: number;
  qualityCents: number;
  fixedCostsCents: number;
  /** Storage and shrinkage of the stock. */
  holdingCostsCents: number;
  /** Repairs and programmes chosen in answer to events. */
  eventCostsCents: number;
  ebitdaCents: number;
  depreciationCents: number;
  ebitCents: number;
  /** Loan and credit-line interest. */
  interestCents: number;
  earningsBeforeTaxCents: number;
  /** Tax on profit (countries other than Brazil). */
  incomeTaxCents: number;
  netProfitCents: number;
}

/**
 * Cash flow of one month, direct method; outflows are negative. "Cash" is the net position (cash
 * minus the drawn credit line), so drawing the line is not an inflow: it is cash going negative.
 */
export interface CashFlowStatement {
  openingCashCents: number;
  receiptsCents: number;
  /** Stock bought and variable costs paid. */
  supplierPaymentsCents: number;
  /** Salaries, charges, recruiting and severance. */
  payrollPaymentsCents: number;
  marketingPaymentsCents: number;
  qualityPaymentsCents: number;
  /** Fixed costs, holding costs and event costs. */
  otherPaymentsCents: number;
  /** Last month's taxes, paid this month. */
  taxPaymentsCents: number;
  operatingCents: number;
  equipmentPurchasesCents: number;
  investingCents: number;
  loanProceedsCents: number;
  loanRepaymentsCents: number;
  interestPaidCents: number;
  financingCents: number;
  netChangeCents: number;
  closingCashCents: number;
}

export interface BalanceSheet {
  cashCents: number;
  inventoryCents: number;
  equipmentCents: number;
  totalAssetsCents: number;
  creditLineCents: number;
  loanCents: number;
  taxPayableCents: number;
  totalLiabilitiesCents: number;
  paidInCapitalCents: number;
  retainedEarningsCents: number;
  totalEquityCents: number;
}

export interface Kpis {
  revenueCents: number;
  /** Gross profit over net revenue (0 without revenue). */
  grossMarginRate: number;
  ebitdaCents: number;
  netProfitCents: number;
  cashCents: number;
  /** Months until cash runs out at this month's net cash burn; null when cash did not fall. */
  runwayMonths: number | null;
  breakEvenMonth: number | null;
  customers: number;
  newCustomers: number;
  lostCustomers: number;
  /** Share of the opening customers lost this month. */
  churnRate: number;
  /** Marketing spend per new customer; null without new customers. */
  cacCents: number | null;
  /** Revenue per customer × gross margin ÷ churn; null without churn or customers. */
  ltvCents: number | null;
  satisfaction: number;
  brand: number;
  quality: number;
  demandUnits: number;
  unitsSold: number;
  lostSalesUnits: number;
  /** Units the month could sell: staff output, and stock for stocked businesses (customers supported, for saas). */
  capacityUnits: number;
  /** Stock left at the month's end. */
  inventoryUnits: number;
  headcount: number;
}

/** Why revenue changed versus last month; the fields sum to the change exactly. */
export interface RevenueDrivers {
  /** Customers won this month. */
  newCustomers: number;
  /** Customers lost (churned or lapsed) this month. */
  lostCustomers: number;
  seasonality: number;
  /** Units each customer buys as the price moved (non-saas). */
  priceResponse: number;
  /** Downturns. */
  market: number;
  /** Month-to-month randomness in demand. */
  noise: number;
  /** Demand last month's stock or staff could not serve, no longer cut off (0 or more). */
  recoveredSales: number;
  /** Sales this month loses to missing stock or staff: a cost, 0 or less. */
  capacity: number;
  /** The price per unit itself. */
  price: number;
}
export const REVENUE_DRIVER_KEYS = [
  'newCustomers',
  'lostCustomers',
  'seasonality',
  'priceResponse',
  'market',
  'noise',
  'recoveredSales',
  'capacity',
  'price',
] as const satisfies readonly (keyof RevenueDrivers)[];

/** Why cash changed this month; the fields sum to the change exactly. */
export interface CashDrivers {
  sales: number;
  /** Stock purchases. */
  inventory: number;
  /** Payroll, marketing, quality, variable, fixed and event costs. */
  operatingCosts: number;
  taxes: number;
  investment: number;
  /** Loans taken or repaid, and interest. */
  financing: number;
}
export const CASH_DRIVER_KEYS = [
  'sales',
  'inventory',
  'operatingCosts',
  'taxes',
  'investment',
  'financing',
] as const satisfies readonly (keyof CashDrivers)[];

export interface MonthExplanation {
  revenueChangeCents: number;
  revenueDrivers: RevenueDrivers;
  /** The largest driver in the direction of the change (the largest either way when revenue did not move). */
  largestRevenueDriver: keyof RevenueDrivers | null;
  cashChangeCents: number;
  cashDrivers: CashDrivers;
  /** The largest driver in the direction of the change (the largest either way when cash did not move). */
  largestCashDriver: keyof CashDrivers | null;
}

export interface MonthEvent {
  type: EventType;
  /** The drawn size: a share (0.2 = 20%) or a count. */
  magnitude: number;
  /** Whether the user answers it with next month's decisions. */
  asksChoice: boolean;
}

export interface MonthResult {
  month: number;
  /** 1 = January. */
  calendarMonth: number;
  decisions: MonthDecisions;
  /** The event answered by this month's decisions, if any. */
  answered: { type: ChoiceEventType; choice: EventChoice } | null;
  events: MonthEvent[];
  income: IncomeStatement;
  cashFlow: CashFlowStatement;
  balance: BalanceSheet;
  kpis: Kpis;
  explanation: MonthExplanation;
  /** The simulation's status after this month. */
  status: SimulationStatus;
}

// The lists the API and the screens name along with the engine's shapes: here, with no engine code
// around them, a screen that only names a decision or a flag does not load the engine.

/** The decisions a month takes as numbers (the event's answer is the other). */
export const NUMERIC_DECISIONS = [
  'priceCents',
  'marketingCents',
  'headcountDelta',
  'purchaseUnits',
  'capacityInvestmentCents',
  'qualityInvestmentCents',
  'loanCents',
] as const satisfies readonly (keyof MonthDecisions)[];
export type NumericDecision = (typeof NUMERIC_DECISIONS)[number];

/** What the review of a month can flag in its decisions (the score's lessons). */
export const DECISION_FLAGS = [
  'priceBelowCost',
  'priceFarAboveReference',
  'priceFarBelowReference',
  'stockout',
  'excessInventory',
  'idleStaff',
  'noMarketing',
  'marketingSaturated',
  'qualityNeglected',
  'creditLineUsed',
] as const;
export type DecisionFlag = (typeof DECISION_FLAGS)[number];

/**
 * Levers that can cause a bankruptcy. A loan only postpones one: borrowing keeps a loss-making
 * company open for as long as the money lasts, so "you did not borrow" would be the answer for
 * almost every bankruptcy and teach nothing about why the money ran out.
 */
export const BANKRUPTCY_CAUSE_LEVERS = [
  'priceCents',
  'marketingCents',
  'headcountDelta',
  'purchaseUnits',
  'capacityInvestmentCents',
  'qualityInvestmentCents',
] as const satisfies readonly Exclude<NumericDecision, 'loanCents'>[];
