import { describe, expect, it } from 'vitest';
import { capitalRange, currentCalendarMonth, defaultSetup, setupSchemaFor } from './setup';

const PREFERENCES = {
  currency: 'BRL',
  numberFormat: 'decimal',
  dateFormat: 'DD/MM/YYYY',
  timezone: 'America/Sao_Paulo',
  country: 'BR',
} as const;

describe('setup defaults', () => {
  it('starts from the user’s country, currency and business type, with the preset’s suggested capital', () => {
    expect(defaultSetup({ ...PREFERENCES, businessType: 'saas' })).toMatchObject({
      businessType: 'saas',
      country: 'BR',
      currency: 'BRL',
      startingCapitalCents: 400_000_00,
      horizonMonths: 12,
      difficulty: 'normal',
      seed: undefined,
    });
    expect(defaultSetup({ ...PREFERENCES, country: 'gb', currency: 'GBP' })).toMatchObject({
      businessType: 'ecommerce',
      country: 'GB',
      startingCapitalCents: 28_000_00,
    });
    // A country without a simulation preset falls back to Brazil.
    expect(defaultSetup({ ...PREFERENCES, country: 'PT', currency: 'EUR' })).toMatchObject({
      country: 'BR',
      currency: 'EUR',
    });
  });

  it('puts the first month where the calendar is in the user’s time zone', () => {
    const newYearInLondon = new Date('2025-01-01T01:00:00Z');
    expect(currentCalendarMonth('Europe/London', newYearInLondon)).toBe(1);
    expect(currentCalendarMonth('America/Sao_Paulo', newYearInLondon)).toBe(12);
    expect(currentCalendarMonth('Not/AZone', newYearInLondon)).toBe(newYearInLondon.getMonth() + 1);
  });
});

describe('setupSchemaFor', () => {
  const valid = { ...defaultSetup(PREFERENCES), name: 'Café Aurora' };

  it('accepts the defaults with a name, and checks the capital against the currency’s range', () => {
    expect(setupSchemaFor('BRL').safeParse(valid).success).toBe(true);
    const { min, max } = capitalRange('EUR');
    expect([min, max]).toEqual([300_00, 30_000_000_00]);
    const issues = (capital: number | null) =>
      setupSchemaFor('EUR')
        .safeParse({ ...valid, currency: 'EUR', startingCapitalCents: capital })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues(min)).toBeUndefined();
    expect(issues(min - 1)).toEqual([['startingCapitalCents', 'validation.outOfRange']]);
    expect(issues(max + 1)).toEqual([['startingCapitalCents', 'validation.outOfRange']]);
    expect(issues(null)).toEqual([['startingCapitalCents', 'validation.required']]);
  });
});
