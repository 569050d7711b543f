import type { Currency, Language, NumberFormat } from '@alavanca/domain/constants';
import { formatCurrency, formatEstimate, formatNumber, formatPercent } from '@alavanca/domain/locale/format';

/** How the report writes numbers: money in the idea's currency, everything in the user's number format. */
export interface IdeaFormat {
  language: Language;
  money: (cents: number) => string;
  /** An estimate, rounded to what is known (R$ 1,7 mi); a range as "low–high" when its ends differ. */
  estimate: (low: number, high?: number) => string;
  /** A share of 0–1 as a percentage (0,1 %, 2 %). */
  share: (ratio: number) => string;
  number: (value: number, maxFractionDigits?: number) => string;
  /** A ratio as a multiple: 0,8×. */
  times: (ratio: number) => string;
}

export function createIdeaFormat({
  language,
  numberFormat,
  currency,
}: {
  language: Language;
  numberFormat: NumberFormat;
  currency: Currency;
}): IdeaFormat {
  const prefs = { language, numberFormat };
  return {
    language,
    money: (cents) => formatCurrency(cents, currency, prefs),
    estimate: (low, high = low) => {
      const [from, to] = [formatEstimate(low, currency, prefs), formatEstimate(high, currency, prefs)];
      return from === to ? from : `${from}–${to}`;
    },
    share: (ratio) => formatPercent(ratio, prefs),
    number: (value, maxFractionDigits = 0) => formatNumber(value, prefs, { maximumFractionDigits: maxFractionDigits }),
    times: (ratio) => `${formatNumber(ratio, prefs, { maximumFractionDigits: ratio < 10 ? 1 : 0 })}×`,
  };
}
