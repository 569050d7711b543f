import { formatRisk } from '@alavanca/domain/simulation/risk-figure';
import type { Currency, Language, NumberFormat } from '@alavanca/domain/constants';
import {
  formatCompactCurrency,
  formatCurrency,
  formatMonthName,
  formatNumber,
  formatPercent,
} from '@alavanca/domain/locale/format';
import { calendarIndex } from '@alavanca/domain/simulation/calendar-month';

/**
 * The month screen's numbers: money in the simulation's currency (not the user's: a simulation
 * in euros stays in euros), digits and separators as the user prefers, months by name.
 */
export interface SimulationFormat {
  money: (cents: number) => string;
  /** With a sign either way: '+R$ 1.200,00', '-R$ 300,00'. */
  signedMoney: (cents: number) => string;
  /** Short, for chart axes: 'R$ 12 mil'. */
  compactMoney: (cents: number) => string;
  count: (value: number) => string;
  signedCount: (value: number) => string;
  /** A 0–1 ratio as a percentage. */
  percent: (ratio: number) => string;
  /** The risk figure, as every screen writes it. */
  risk: (ratio: number) => string;
  /** A number with one decimal at most ('7,5'). */
  decimal: (value: number) => string;
  signedDecimal: (value: number) => string;
  /** The calendar month of a simulated month (1-based): 'mar.'. */
  monthName: (month: number, style?: 'short' | 'long') => string;
  /** The currency's symbol as the user's language writes it ('R$', '€'). */
  currencySymbol: string;
  language: Language;
  currency: Currency;
}

/** What a one-decimal text shows, so a plural form agrees with the number on screen. */
export const roundToTenth = (value: number) => Math.round(value * 10) / 10;

const withSign = (value: number, text: string) => (value > 0 ? `+${text}` : text);

export function createSimulationFormat({
  language,
  numberFormat,
  currency,
  firstCalendarMonth,
}: {
  language: Language;
  numberFormat: NumberFormat;
  currency: Currency;
  firstCalendarMonth: number;
}): SimulationFormat {
  const prefs = { language, numberFormat };
  const money = (cents: number) => formatCurrency(cents, currency, prefs);
  const count = (value: number) => formatNumber(value, prefs, { maximumFractionDigits: 0 });
  const decimal = (value: number) => formatNumber(value, prefs, { maximumFractionDigits: 1 });
  return {
    money,
    signedMoney: (cents) => withSign(cents, money(cents)),
    compactMoney: (cents) => formatCompactCurrency(cents, currency, prefs),
    count,
    signedCount: (value) => withSign(Math.round(value), count(value)),
    percent: (ratio) => formatPercent(ratio, prefs),
    risk: (ratio) => formatRisk(ratio, prefs),
    decimal,
    signedDecimal: (value) => withSign(roundToTenth(value), decimal(value)),
    monthName: (month, style = 'short') => formatMonthName(calendarIndex(firstCalendarMonth, month), language, style),
    // The symbol is what is left of a formatted zero without its digits, separators and spaces.
    currencySymbol: money(0).replace(/[\d.,\s\u00a0\u202f-]/g, ''),
    language,
    currency,
  };
}
