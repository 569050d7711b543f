import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPES, CURRENCIES } from '../constants';
import { COUNTRY_CODES } from '../locale/country-presets';
import { convertMoney, ECB_REFERENCE_RATES } from './exchange-rates';
import { MARKET_DATA_COMPILED_ON, marketPlace } from './market-data';
import rawData from './market-data.json';
import { ALL_FIGURES, PLACE_FIGURES, PLACES } from './testing/dataset-figures';

/** Objects of the file that carry a numeric value, wherever they are nested. */
function countValuedObjects(node: unknown): number {
  if (Array.isArray(node)) return node.reduce((sum: number, item) => sum + countValuedObjects(item), 0);
  if (typeof node !== 'object' || node === null) return 0;
  const own = typeof (node as { value?: unknown }).value === 'number' ? 1 : 0;
  return Object.values(node).reduce((sum: number, child) => sum + countValuedObjects(child), own);
}

describe('market data', () => {
  it('has every preset country, every region and, for each, every figure and business type', () => {
    for (const place of PLACES) {
      const data = marketPlace(place);
      for (const key of PLACE_FIGURES) expect(data[key], `${place}.${key}`).not.toBeUndefined();
      expect(Object.keys(data.sectors).sort(), place).toEqual([...BUSINESS_TYPES].sort());
    }
  });

  it('reaches every figure of the file through marketPlace', () => {
    expect(ALL_FIGURES.length).toBe(countValuedObjects({ countries: rawData.countries, regions: rawData.regions }));
  });

  it('gives every figure a source and a year', () => {
    const unsourced = ALL_FIGURES.filter(
      ({ figure }) =>
        !Number.isFinite(figure.value) ||
        figure.source.trim() === '' ||
        figure.unit.trim() === '' ||
        !Number.isInteger(figure.year) ||
        figure.year < 1990 ||
        figure.year > 2026,
    );
    expect(unsourced.map(({ path }) => path)).toEqual([]);
  });

  it('explains how every estimate was computed', () => {
    const unexplained = ALL_FIGURES.filter(({ figure }) => figure.estimate && !figure.method?.trim());
    expect(unexplained.map(({ path }) => path)).toEqual([]);
  });

  it('rests no figure on memory: each was read in a source or derived from read ones', () => {
    const kinds = new Set(ALL_FIGURES.map(({ figure }) => figure.verification));
    expect([...kinds].sort()).toEqual(['derived-from-read-sources', 'read-source', 'read-source (secondary)']);
  });

  it('gives money figures a currency the product converts, and other figures none', () => {
    const mentionsMoney = (unit: string) => /\b[A-Z]{3}\b|\$|€|£/.test(unit);
    for (const { path, figure } of ALL_FIGURES) {
      if (mentionsMoney(figure.unit)) expect(CURRENCIES, `${path}: ${figure.unit}`).toContain(figure.currency);
      else expect(figure.currency, `${path}: ${figure.unit}`).toBeNull();
    }
    expect(marketPlace('BR').gdpPerCapita?.currency).toBe('USD');
    expect(marketPlace('BR').sectors.food?.currency).toBe('BRL');
    expect(marketPlace('GB').sectors.ecommerce?.currency).toBe('EUR');
    expect(marketPlace('BR').population?.currency).toBeNull();
  });

  it('gives each place its own currency, and multi-currency regions none', () => {
    expect(COUNTRY_CODES.map((code) => marketPlace(code).currency)).toEqual(['BRL', 'USD', 'EUR', 'EUR', 'EUR', 'GBP']);
    expect(marketPlace('Oceania').currency).toBeNull();
  });

  it('says why household consumption stays missing where it does', () => {
    for (const place of PLACES) {
      const data = marketPlace(place);
      if (data.householdConsumption === null) expect(data.notFound?.householdConsumption, place).toBeTruthy();
    }
  });

  it('marks GDP standing in for the "other" market as a proxy', () => {
    for (const place of PLACES) expect(marketPlace(place).sectors.other?.proxy, place).toBe(true);
  });

  it('names places as the product does and dates the data', () => {
    expect(marketPlace('BR').name).toBe('Brasil');
    expect(marketPlace('Europa').definition).toMatch(/EU-27/);
    expect(MARKET_DATA_COMPILED_ON).toBe('2026-11-21');
  });
});

describe('exchange rates', () => {
  it('are the ECB reference rates of one named day, for every product currency', () => {
    expect(ECB_REFERENCE_RATES.date).toBe('2024-06-28');
    expect(ECB_REFERENCE_RATES.source).toBe(
      'European Central Bank, euro foreign exchange reference rates, 28 June 2024',
    );
    expect(Object.keys(ECB_REFERENCE_RATES.perEuro).sort()).toEqual([...CURRENCIES].sort());
    expect(ECB_REFERENCE_RATES.perEuro.EUR).toBe(1);
    for (const currency of CURRENCIES) expect(ECB_REFERENCE_RATES.perEuro[currency]).toBeGreaterThan(0);
  });

  it('convert at the published rates', () => {
    expect(convertMoney(100, 'EUR', 'USD')).toBeCloseTo(107.05, 10);
    expect(convertMoney(100, 'EUR', 'GBP')).toBeCloseTo(84.638, 10);
    expect(convertMoney(1000, 'BRL', 'USD')).toBeCloseTo(181.702452686, 6);
    expect(convertMoney(5.8915, 'BRL', 'EUR')).toBeCloseTo(1, 12);
    expect(convertMoney(1234.5, 'GBP', 'GBP')).toBe(1234.5);
  });

  it('come back to the amount after a round trip', () => {
    const currency = fc.constantFrom(...CURRENCIES);
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e13, noNaN: true }), currency, currency, (amount, from, to) => {
        const back = convertMoney(convertMoney(amount, from, to), to, from);
        expect(Math.abs(back - amount)).toBeLessThanOrEqual(amount * 1e-12);
      }),
    );
  });
});
