import type { Currency } from '../constants';

/**
 * One dated set of euro reference rates, to put market figures published in BRL, USD, EUR and GBP
 * on one currency. The market dataset mixes currencies and years, so a single fixed date keeps every
 * conversion reproducible; it is approximate by construction (rates of one day, applied to figures
 * of other years).
 */
export interface ExchangeRateTable {
  /** The ECB publication day, ISO 8601. */
  date: string;
  source: string;
  /** How the rates were checked against the publication. */
  confirmation: string;
  /** Units of each currency per euro (the euro itself is 1). */
  perEuro: Readonly<Record<Currency, number>>;
}

// 28 June 2024 rather than a year end: it is the one date for which the USD, GBP and BRL rates were
// all read in a copy of the ECB's publication. On 31 December 2024 only USD (1.0389) and GBP
// (0.82918) could be confirmed, not BRL, and mixing days would make the cross rates of no day.
export const ECB_REFERENCE_RATES: ExchangeRateTable = {
  date: '2024-06-28',
  source: 'European Central Bank, euro foreign exchange reference rates, 28 June 2024',
  confirmation:
    "Read in a copy of the ECB's daily file eurofxref-daily.xml for 2024-06-28 (time='2024-06-28': USD 1.0705, " +
    'GBP 0.84638, BRL 5.8915) quoted in a public repository; the USD rate also in a copy of the ECB series ' +
    'EXR.D.USD.EUR.SP00.A (2024-06-28, 1.0705).',
  perEuro: { BRL: 5.8915, USD: 1.0705, EUR: 1, GBP: 0.84638 },
};

/**
 * An amount in another currency, through the euro at the rates of `ECB_REFERENCE_RATES.date`.
 * Approximate: one day's reference rates, not the rate of the figure's own year. Deterministic, and
 * exact when both currencies are the same.
 */
export function convertMoney(amount: number, from: Currency, to: Currency): number {
  if (from === to) return amount;
  const { perEuro } = ECB_REFERENCE_RATES;
  return (amount / perEuro[from]) * perEuro[to];
}
