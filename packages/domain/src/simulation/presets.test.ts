import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPES, CURRENCIES } from '../constants';
import { COUNTRY_CODES } from '../locale/country-presets';
import { BUSINESS_PRESETS, COUNTRY_RULES, CURRENCY_SCALE, DIFFICULTY_RULES, presetFor } from './presets';
import { DIFFICULTIES } from './types';

describe('business presets', () => {
  it.each(BUSINESS_TYPES)('%s is complete and coherent', (type) => {
    const p = BUSINESS_PRESETS[type];
    expect(p.type).toBe(type);
    expect(p.seasonality).toHaveLength(12);
    expect(p.seasonality.reduce((a, b) => a + b, 0)).toBeCloseTo(12, 10);
    expect(p.unitCostCents).toBeLessThan(p.referencePriceCents);
    for (const value of [
      p.referencePriceCents,
      p.unitCostCents,
      p.fixedCostsCents,
      p.salaryCents,
      p.suggestedCapitalCents,
    ]) {
      expect(Number.isInteger(value) && value > 0).toBe(true);
    }
    for (const rate of [
      p.baseChurn,
      p.bassOrganicP,
      p.bassMarketingP,
      p.bassQ,
      p.brandGainMax,
      p.brandDecay,
      p.spoilageRate,
      p.holdingCostRate,
    ]) {
      expect(rate).toBeGreaterThanOrEqual(0);
      expect(rate).toBeLessThan(1);
    }
  });

  it('peaks in the Brazilian retail months: December above November above May above the average; January–February low', () => {
    const s = BUSINESS_PRESETS.retail.seasonality;
    expect(s[11]).toBeGreaterThan(s[10]!);
    expect(s[10]).toBeGreaterThan(s[4]!);
    expect(s[4]).toBeGreaterThan(1);
    expect(s[0]).toBeLessThan(1);
    expect(s[1]).toBeLessThan(1);
    expect(BUSINESS_PRESETS.ecommerce.seasonality[10]).toBe(Math.max(...BUSINESS_PRESETS.ecommerce.seasonality));
  });

  it('gives only perishable stock a spoilage rate and only saas the subscription mode', () => {
    for (const type of BUSINESS_TYPES) {
      const p = BUSINESS_PRESETS[type];
      expect(p.spoilageRate > 0).toBe(p.mode === 'perishable');
      expect(p.mode === 'subscription').toBe(type === 'saas');
    }
  });
});

describe('presetFor', () => {
  it('returns the base preset in BRL', () => {
    expect(presetFor('retail', 'BRL')).toBe(BUSINESS_PRESETS.retail);
  });

  it.each(CURRENCIES)('scales every money field to whole cents in %s and leaves rates alone', (currency) => {
    const base = BUSINESS_PRESETS.saas;
    const p = presetFor('saas', currency);
    expect(p.referencePriceCents).toBe(Math.round(base.referencePriceCents * CURRENCY_SCALE[currency]));
    expect(p.salaryCents).toBe(Math.round(base.salaryCents * CURRENCY_SCALE[currency]));
    expect(Number.isInteger(p.fixedCostsCents)).toBe(true);
    expect(p.baseChurn).toBe(base.baseChurn);
    expect(p.seasonality).toBe(base.seasonality);
  });
});

describe('country and difficulty rules', () => {
  it('covers every country and difficulty', () => {
    for (const code of COUNTRY_CODES) expect(COUNTRY_RULES[code].employerChargeRate).toBeGreaterThan(0);
    expect(COUNTRY_RULES.BR.profitTaxRate).toBeNull();
    expect(Object.keys(DIFFICULTY_RULES)).toEqual([...DIFFICULTIES]);
  });

  it('gets harder with the difficulty', () => {
    const [easy, normal, hard] = DIFFICULTIES.map((d) => DIFFICULTY_RULES[d]);
    expect(easy!.demandNoise).toBeLessThan(normal!.demandNoise);
    expect(normal!.eventRate).toBeLessThan(hard!.eventRate);
    expect(easy!.creditLineShare).toBeGreaterThan(hard!.creditLineShare);
  });
});
