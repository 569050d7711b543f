import { DRAW_COUNT, EVENT_COUNT } from './draw-layout';

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
  logPriceRatio = Number.NaN;
  /** The customers the company can reach at its price this month (the market's size × the willing share × the downturn). */
  potential = Number.NaN;
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
