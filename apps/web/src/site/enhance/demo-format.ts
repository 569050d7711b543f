import type { Currency, Language } from '@alavanca/domain/constants';
import { presetForLanguage } from '@alavanca/domain/locale/country-presets';
import {
  formatCompactCurrency,
  formatCurrency,
  formatNumber,
  formatPercent,
  type NumberPreferences,
} from '@alavanca/domain/locale/format';

/** How the demo writes numbers: the page language's own format, money in the demo company's currency. */
export interface DemoFormat {
  prefs: NumberPreferences;
  money: (cents: number) => string;
  /** Short, for the chart's axis: 'R$ 12 mil'. */
  compactMoney: (cents: number) => string;
  count: (value: number) => string;
  percent: (ratio: number) => string;
}

export function demoFormat(language: Language, currency: Currency): DemoFormat {
  const prefs: NumberPreferences = { language, numberFormat: presetForLanguage(language).numberFormat };
  return {
    prefs,
    money: (cents) => formatCurrency(cents, currency, prefs),
    compactMoney: (cents) => formatCompactCurrency(cents, currency, prefs),
    count: (value) => formatNumber(Math.round(value), prefs),
    percent: (ratio) => formatPercent(ratio, prefs),
  };
}
