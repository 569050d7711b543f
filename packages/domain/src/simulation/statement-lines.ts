import type { BalanceSheet, CashFlowStatement, IncomeStatement } from './types';

/**
 * The statements' lines as a reader meets them, top to bottom: the month screen's tables and the
 * PDF report print them alike. Expenses are stored positive and shown as what they take away.
 */
export interface StatementLine<T> {
  key: keyof T & string;
  kind?: 'subtotal' | 'total';
  expense?: boolean;
  indent?: boolean;
}

/** The amount a line shows: an expense as a negative number. */
export function lineAmount<T extends Record<keyof T, number>>(line: StatementLine<T>, values: T): number {
  return line.expense ? -values[line.key] + 0 : values[line.key];
}

/** The income statement (DRE). */
export const INCOME_LINES: readonly StatementLine<IncomeStatement>[] = [
  { key: 'grossRevenueCents' },
  { key: 'revenueTaxesCents', expense: true, indent: true },
  { key: 'netRevenueCents', kind: 'subtotal' },
  { key: 'costOfSalesCents', expense: true, indent: true },
  { key: 'inventoryLossesCents', expense: true, indent: true },
  { key: 'grossProfitCents', kind: 'subtotal' },
  { key: 'payrollCents', expense: true, indent: true },
  { key: 'hiringAndSeveranceCents', expense: true, indent: true },
  { key: 'marketingCents', expense: true, indent: true },
  { key: 'qualityCents', expense: true, indent: true },
  { key: 'fixedCostsCents', expense: true, indent: true },
  { key: 'holdingCostsCents', expense: true, indent: true },
  { key: 'eventCostsCents', expense: true, indent: true },
  { key: 'ebitdaCents', kind: 'subtotal' },
  { key: 'depreciationCents', expense: true, indent: true },
  { key: 'ebitCents', kind: 'subtotal' },
  { key: 'interestCents', expense: true, indent: true },
  { key: 'earningsBeforeTaxCents', kind: 'subtotal' },
  { key: 'incomeTaxCents', expense: true, indent: true },
  { key: 'netProfitCents', kind: 'total' },
];

/** The cash flow, direct method: outflows are already negative. */
export const CASH_FLOW_LINES: readonly StatementLine<CashFlowStatement>[] = [
  { key: 'openingCashCents', kind: 'subtotal' },
  { key: 'receiptsCents', indent: true },
  { key: 'supplierPaymentsCents', indent: true },
  { key: 'payrollPaymentsCents', indent: true },
  { key: 'marketingPaymentsCents', indent: true },
  { key: 'qualityPaymentsCents', indent: true },
  { key: 'otherPaymentsCents', indent: true },
  { key: 'taxPaymentsCents', indent: true },
  { key: 'operatingCents', kind: 'subtotal' },
  { key: 'equipmentPurchasesCents', indent: true },
  { key: 'investingCents', kind: 'subtotal' },
  { key: 'loanProceedsCents', indent: true },
  { key: 'loanRepaymentsCents', indent: true },
  { key: 'interestPaidCents', indent: true },
  { key: 'financingCents', kind: 'subtotal' },
  { key: 'netChangeCents', kind: 'subtotal' },
  { key: 'closingCashCents', kind: 'total' },
];

export const ASSET_LINES: readonly StatementLine<BalanceSheet>[] = [
  { key: 'cashCents', indent: true },
  { key: 'inventoryCents', indent: true },
  { key: 'equipmentCents', indent: true },
  { key: 'totalAssetsCents', kind: 'total' },
];

export const LIABILITY_LINES: readonly StatementLine<BalanceSheet>[] = [
  { key: 'creditLineCents', indent: true },
  { key: 'loanCents', indent: true },
  { key: 'taxPayableCents', indent: true },
  { key: 'totalLiabilitiesCents', kind: 'subtotal' },
  { key: 'paidInCapitalCents', indent: true },
  { key: 'retainedEarningsCents', indent: true },
  { key: 'totalEquityCents', kind: 'subtotal' },
];
