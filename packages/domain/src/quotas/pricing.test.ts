import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../constants';
import { PLAN_IDS } from './plans';
import { monthlyPriceCents, PLAN_MONTHLY_PRICES } from './pricing';

describe('plan prices', () => {
  it('has a price for every plan in every currency, in whole cents', () => {
    for (const plan of PLAN_IDS) {
      for (const currency of CURRENCIES) {
        const price = monthlyPriceCents(plan, currency);
        expect(Number.isInteger(price), `${plan} ${currency}`).toBe(true);
        expect(price).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('keeps Free free, and each plan dearer than the one below it', () => {
    for (const currency of CURRENCIES) {
      const prices = PLAN_IDS.map((plan) => PLAN_MONTHLY_PRICES[plan][currency]);
      expect(prices[0]).toBe(0);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(new Set(prices).size).toBe(prices.length);
    }
  });

  it('charges R$ 29 for Basic and R$ 79 for Pro in Brazil', () => {
    expect(monthlyPriceCents('basic', 'BRL')).toBe(2900);
    expect(monthlyPriceCents('pro', 'BRL')).toBe(7900);
  });
});
