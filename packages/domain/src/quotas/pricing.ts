import type { Currency } from '../constants';
import type { PlanId } from './plans';

/**
 * Monthly plan prices in integer cents, per currency. Set per market rather than converted at
 * an exchange rate, so each price is a round number people recognise (R$ 29, not R$ 28,73), and
 * the Brazilian prices sit where Brazilian small-business tools do.
 */
export const PLAN_MONTHLY_PRICES: Record<PlanId, Record<Currency, number>> = {
  free: { BRL: 0, USD: 0, EUR: 0, GBP: 0 },
  basic: { BRL: 29_00, USD: 9_00, EUR: 9_00, GBP: 8_00 },
  pro: { BRL: 79_00, USD: 24_00, EUR: 22_00, GBP: 19_00 },
  enterprise: { BRL: 299_00, USD: 79_00, EUR: 75_00, GBP: 65_00 },
};

/** The monthly price of a plan in a currency, in cents. */
export function monthlyPriceCents(plan: PlanId, currency: Currency): number {
  return PLAN_MONTHLY_PRICES[plan][currency];
}
