import type { Currency } from '../constants';
import {
  formatCompactCurrency,
  formatCurrency,
  formatNumber,
  formatPercent,
  type NumberPreferences,
} from '../locale/format';
import type { ClaimMetric } from './claims';
import type { NumberUnit } from './numbers';
import type { PitchPart } from './pitch';
import type { RubricFinding } from './rubric';

/*
 * How a pitch's figures and findings are told back to the founder, on the screen and in the
 * board's and the exports' sentences alike (decision 032): a figure in the user's number format
 * with its unit, and a finding's values with its parts named and its count for the plural.
 */

/** The unit a metric's evidence is in: money for the market, price, CAC and revenue. */
export const METRIC_UNIT: Record<ClaimMetric, NumberUnit> = {
  marketSize: 'money',
  price: 'money',
  margin: 'percent',
  customers: 'plain',
  growth: 'percent',
  cac: 'money',
  runway: 'months',
  revenue: 'money',
};

/** Money from this much is told in short form to the tenth ("R$ 16,3 mi"), below it to the cent ("R$ 229,00"). */
const SHORT_FROM = 10_000;

/** A figure in whole units as the user reads numbers; months with the language's word for them. */
export function figureText(
  value: number,
  unit: NumberUnit,
  currency: Currency | null,
  prefs: NumberPreferences,
): string {
  switch (unit) {
    case 'money':
      if (!currency) return formatNumber(value, prefs);
      return Math.abs(value) >= SHORT_FROM
        ? formatCompactCurrency(value * 100, currency, prefs)
        : formatCurrency(Math.round(value * 100), currency, prefs);
    case 'percent':
      return formatPercent(value / 100, prefs);
    case 'months':
      return new Intl.NumberFormat(prefs.language, { style: 'unit', unit: 'month', unitDisplay: 'long' }).format(value);
    case 'multiple':
      return `${formatNumber(value, prefs)}×`;
    default:
      return formatNumber(value, prefs, { maximumFractionDigits: 0 });
  }
}

/**
 * A finding's values for its sentence: its own, its parts named and listed as the language lists
 * them, and `count` for the plural (the parts missing, or the count it found).
 */
export function findingTextValues(
  finding: RubricFinding,
  partName: (part: PitchPart) => string,
  prefs: NumberPreferences,
): { values: Record<string, string>; count: number | undefined } {
  const values = Object.fromEntries(
    Object.entries(finding.values).map(([key, value]) => [
      key,
      typeof value === 'number' ? formatNumber(value, prefs) : value,
    ]),
  );
  const list = new Intl.ListFormat(prefs.language, { type: 'conjunction' }).format(finding.parts.map(partName));
  const count = finding.check === 'partsPresent' ? finding.parts.length : undefined;
  return { values: { ...values, parts: list, ...(count === undefined ? {} : { count: String(count) }) }, count };
}
