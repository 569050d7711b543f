import { calendarIndex } from '@alavanca/domain/simulation/calendar-month';
import { formatRisk } from '@alavanca/domain/simulation/risk-figure';
import type { UserPreferences } from '@alavanca/contracts/preferences';
import type { Currency } from '@alavanca/domain/constants';
import {
  formatCurrency,
  formatDate,
  formatEstimate,
  formatMonthName,
  formatNumber,
  formatPercent,
} from '@alavanca/domain/locale/format';
import { sharedText } from '../../i18n/shared-catalogs';

/**
 * The words and number formats of one user's report: texts from the shared `reports`,
 * `validationReport`, `canvas` and `pitch` catalogs (the web app shows the same ones), numbers, money and
 * dates as the user's preferences write them.
 */
export interface ReportText {
  language: UserPreferences['language'];
  numberFormat: UserPreferences['numberFormat'];
  /** A `reports` text; a key the catalog lacks is a bug the report tests catch, so it throws. */
  t(key: string, values?: Record<string, string>, count?: number): string;
  /** A `validationReport` text. */
  v(key: string, values?: Record<string, string>): string;
  /**
   * A `canvas` text. With a `count`, its plural form when the key has one, else the key itself
   * (as i18next reads it in the web app, which passes a count to every finding's sentences).
   */
  c(key: string, values?: Record<string, string>, count?: number): string;
  /** A `pitch` text, with its plural form for a `count` when the key has one. */
  p(key: string, values?: Record<string, string>, count?: number): string;
  money(cents: number, currency: Currency): string;
  /** An estimate, rounded to what is known (R$ 1,7 mi). */
  estimate(cents: number, currency: Currency): string;
  number(value: number, fractionDigits?: number): string;
  /** A number with up to `maxFractionDigits` decimals (2,5; 3). */
  decimal(value: number, maxFractionDigits: number): string;
  percent(ratio: number): string;
  /** The risk figure, written as every screen writes it. */
  risk(ratio: number): string;
  date(date: Date): string;
  country(code: string): string;
  /** A simulated month's calendar month, short ("mar."), for a simulation starting in `firstCalendarMonth`. */
  monthName(month: number, firstCalendarMonth: number): string;
}

export function reportText(preferences: UserPreferences): ReportText {
  const { language, numberFormat } = preferences;
  const read = (
    namespace: 'reports' | 'validationReport' | 'canvas' | 'pitch',
    key: string,
    values?: Record<string, string>,
    count?: number,
  ) => {
    const text = sharedText(namespace, key, language, values, count);
    if (text === undefined) throw new Error(`The ${namespace} catalog has no "${key}" in ${language}.`);
    return text;
  };
  /** A text with its plural form for a `count` when the key has one, else the key itself. */
  const counted = (namespace: 'canvas' | 'pitch') => (key: string, values?: Record<string, string>, count?: number) =>
    (count === undefined ? undefined : sharedText(namespace, key, language, values, count)) ??
    read(namespace, key, values);
  const regions = new Intl.DisplayNames([language], { type: 'region' });
  return {
    language,
    numberFormat,
    t: (key, values, count) => read('reports', key, values, count),
    v: (key, values) => read('validationReport', key, values),
    c: counted('canvas'),
    p: counted('pitch'),
    money: (cents, currency) => formatCurrency(cents, currency, preferences),
    estimate: (cents, currency) => formatEstimate(cents, currency, preferences),
    number: (value, fractionDigits = 0) =>
      formatNumber(value, preferences, {
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
    decimal: (value, maxFractionDigits) =>
      formatNumber(value, preferences, { maximumFractionDigits: maxFractionDigits }),
    percent: (ratio) => formatPercent(ratio, preferences),
    risk: (ratio) => formatRisk(ratio, preferences),
    date: (date) => formatDate(date, preferences),
    country: (code) => regions.of(code) ?? code,
    monthName: (month, first) => formatMonthName(calendarIndex(first, month), language),
  };
}
