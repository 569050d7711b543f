import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  LANGUAGES,
  NUMBER_FORMATS,
  type Currency,
  type Language,
  type NumberFormat,
} from '../constants';
import {
  MISSING_VALUE,
  NUMBER_SEPARATORS,
  formatCompactCurrency,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
} from './format';
import { findCountryPreset } from './country-presets';

// Intl puts a no-break space between amount and symbol (R$ 1,00; 1,00 €); tests spell it out.
const NBSP = '\u00a0';

const LANGUAGE_FORMAT_PAIRS = LANGUAGES.flatMap((language) =>
  NUMBER_FORMATS.map((numberFormat) => ({ language, numberFormat })),
);

function unformatNumber(text: string, numberFormat: NumberFormat): number {
  const { group, decimal } = NUMBER_SEPARATORS[numberFormat];
  return Number(text.split(group).join('').replace(decimal, '.'));
}

describe('formatNumber', () => {
  // Plain numbers look the same in every language: only the number format moves the separators.
  it.each<[number, string, string]>([
    [1234567.891, '1.234.567,89', '1,234,567.89'],
    [1234, '1.234', '1,234'],
    [-1234.5, '-1.234,5', '-1,234.5'],
    [999.999, '1.000', '1,000'],
    [0.125, '0,13', '0.13'],
    [-0.125, '-0,13', '-0.13'],
    [1.999, '2', '2'],
    [0.5, '0,5', '0.5'],
    [0, '0', '0'],
    [-0, '0', '0'],
    [-0.001, '0', '0'],
    [Number.MAX_SAFE_INTEGER, '9.007.199.254.740.991', '9,007,199,254,740,991'],
    [1e21, '1.000.000.000.000.000.000.000', '1,000,000,000,000,000,000,000'],
  ])('%d → %s (decimal) / %s (thousand) in every language', (value, decimal, thousand) => {
    for (const language of LANGUAGES) {
      expect(formatNumber(value, { language, numberFormat: 'decimal' })).toBe(decimal);
      expect(formatNumber(value, { language, numberFormat: 'thousand' })).toBe(thousand);
    }
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('shows %d as a dash', (value) => {
    for (const { language, numberFormat } of LANGUAGE_FORMAT_PAIRS) {
      expect(formatNumber(value, { language, numberFormat })).toBe(MISSING_VALUE);
    }
    expect(MISSING_VALUE).toBe('—');
  });

  it.each<[number, Parameters<typeof formatNumber>[2], string]>([
    [1234.5, { minimumFractionDigits: 2 }, '1.234,50'],
    [7, { minimumFractionDigits: 2, maximumFractionDigits: 2 }, '7,00'],
    [1.5, { minimumFractionDigits: 3 }, '1,500'],
    [1234.56, { maximumFractionDigits: 0 }, '1.235'],
    [1.23456, { maximumFractionDigits: 4 }, '1,2346'],
  ])('%d with %j → %s', (value, options, expected) => {
    expect(formatNumber(value, { language: 'pt-BR', numberFormat: 'decimal' }, options)).toBe(expected);
  });

  it('un-formats a tie in the shortest decimal form the way Intl rounded it', () => {
    const text = formatNumber(19274689948564.895, { language: 'pt-BR', numberFormat: 'decimal' });
    expect(unformatNumber(text, 'decimal')).toBe(19274689948564.9);
  });

  it('un-formats back to the number rounded to two digits', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e15, max: 1e15, noNaN: true }),
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom(...NUMBER_FORMATS),
        (value, language, numberFormat) => {
          const text = formatNumber(value, { language, numberFormat });
          // Rounded as Intl rounds, from the number's shortest decimal form: toFixed rounds the
          // binary value, which differs on a tie such as 19274689948564.895 (…894999… in binary).
          const rounded = Number(value.toLocaleString('en-US', { maximumFractionDigits: 2, useGrouping: false }));
          // + 0 turns -0 into 0: a value that rounds to zero is shown without a sign.
          expect(unformatNumber(text, numberFormat) + 0).toBe(rounded + 0);
        },
      ),
    );
  });

  it('always groups by three and shows at most two fraction digits', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e15, max: 1e15, noNaN: true }),
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom(...NUMBER_FORMATS),
        (value, language, numberFormat) => {
          const { group, decimal } = NUMBER_SEPARATORS[numberFormat];
          const shape = new RegExp(`^-?\\d{1,3}(\\${group}\\d{3})*(\\${decimal}\\d{1,2})?$`);
          expect(formatNumber(value, { language, numberFormat })).toMatch(shape);
        },
      ),
    );
  });

  it('gives the same text in every language for the same number format', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.constantFrom(...NUMBER_FORMATS), (value, numberFormat) => {
        const texts = LANGUAGES.map((language) => formatNumber(value, { language, numberFormat }));
        expect(new Set(texts).size).toBe(1);
      }),
    );
  });
});

describe('formatPercent', () => {
  it.each<[Language, number, string, string]>([
    ['pt-BR', 0.256, '25,6%', '25.6%'],
    ['en-US', 0.256, '25,6%', '25.6%'],
    ['es-ES', 0.256, `25,6${NBSP}%`, `25.6${NBSP}%`],
    ['fr-FR', 0.256, `25,6${NBSP}%`, `25.6${NBSP}%`],
    ['de-DE', 0.256, `25,6${NBSP}%`, `25.6${NBSP}%`],
    ['pt-BR', 0.12345, '12,3%', '12.3%'],
    ['pt-BR', 0.5, '50%', '50%'],
    ['pt-BR', 1, '100%', '100%'],
    ['pt-BR', 0, '0%', '0%'],
    ['pt-BR', -0.0001, '0%', '0%'],
    ['en-US', -0.05, '-5%', '-5%'],
    ['fr-FR', 12.3456, `1.234,6${NBSP}%`, `1,234.6${NBSP}%`],
    ['de-DE', -12.3456, `-1.234,6${NBSP}%`, `-1,234.6${NBSP}%`],
  ])('%s %d → %s (decimal) / %s (thousand)', (language, ratio, decimal, thousand) => {
    expect(formatPercent(ratio, { language, numberFormat: 'decimal' })).toBe(decimal);
    expect(formatPercent(ratio, { language, numberFormat: 'thousand' })).toBe(thousand);
  });

  it('accepts other fraction digits', () => {
    expect(formatPercent(0.25678, { language: 'en-US', numberFormat: 'thousand' }, { maximumFractionDigits: 2 })).toBe(
      '25.68%',
    );
    expect(formatPercent(0.25, { language: 'pt-BR', numberFormat: 'decimal' }, { minimumFractionDigits: 1 })).toBe(
      '25,0%',
    );
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('shows %d as a dash', (ratio) => {
    expect(formatPercent(ratio, { language: 'pt-BR', numberFormat: 'decimal' })).toBe(MISSING_VALUE);
  });
});

describe('formatCurrency', () => {
  it.each<[Language, Currency, number, string, string]>([
    ['pt-BR', 'BRL', 123456, `R$${NBSP}1.234,56`, `R$${NBSP}1,234.56`],
    ['pt-BR', 'USD', 123456, `US$${NBSP}1.234,56`, `US$${NBSP}1,234.56`],
    ['pt-BR', 'EUR', 123456, `€${NBSP}1.234,56`, `€${NBSP}1,234.56`],
    ['pt-BR', 'GBP', 123456, `£${NBSP}1.234,56`, `£${NBSP}1,234.56`],
    ['en-US', 'USD', 123456, '$1.234,56', '$1,234.56'],
    ['en-US', 'BRL', 123456, 'R$1.234,56', 'R$1,234.56'],
    ['en-US', 'EUR', 123456, '€1.234,56', '€1,234.56'],
    ['en-US', 'GBP', 123456, '£1.234,56', '£1,234.56'],
    ['es-ES', 'EUR', 123456, `1.234,56${NBSP}€`, `1,234.56${NBSP}€`],
    ['es-ES', 'USD', 123456, `1.234,56${NBSP}US$`, `1,234.56${NBSP}US$`],
    // Spanish has no symbol of its own for these and would print the ISO code; the narrow symbol reads better.
    ['es-ES', 'BRL', 123456, `1.234,56${NBSP}R$`, `1,234.56${NBSP}R$`],
    ['es-ES', 'GBP', 123456, `1.234,56${NBSP}£`, `1,234.56${NBSP}£`],
    ['fr-FR', 'EUR', 123456, `1.234,56${NBSP}€`, `1,234.56${NBSP}€`],
    ['fr-FR', 'BRL', 123456, `1.234,56${NBSP}R$`, `1,234.56${NBSP}R$`],
    ['fr-FR', 'USD', 123456, `1.234,56${NBSP}$US`, `1,234.56${NBSP}$US`],
    ['fr-FR', 'GBP', 123456, `1.234,56${NBSP}£GB`, `1,234.56${NBSP}£GB`],
    ['de-DE', 'EUR', 123456, `1.234,56${NBSP}€`, `1,234.56${NBSP}€`],
    ['de-DE', 'USD', 123456, `1.234,56${NBSP}$`, `1,234.56${NBSP}$`],
    ['de-DE', 'BRL', 123456, `1.234,56${NBSP}R$`, `1,234.56${NBSP}R$`],
    ['de-DE', 'GBP', 123456, `1.234,56${NBSP}£`, `1,234.56${NBSP}£`],
    ['pt-BR', 'BRL', -123456, `-R$${NBSP}1.234,56`, `-R$${NBSP}1,234.56`],
    ['en-US', 'USD', -123456, '-$1.234,56', '-$1,234.56'],
    ['de-DE', 'EUR', -123456, `-1.234,56${NBSP}€`, `-1,234.56${NBSP}€`],
    ['pt-BR', 'BRL', 0, `R$${NBSP}0,00`, `R$${NBSP}0.00`],
    ['pt-BR', 'BRL', -0, `R$${NBSP}0,00`, `R$${NBSP}0.00`],
    ['pt-BR', 'BRL', 5, `R$${NBSP}0,05`, `R$${NBSP}0.05`],
    ['pt-BR', 'BRL', -5, `-R$${NBSP}0,05`, `-R$${NBSP}0.05`],
    ['pt-BR', 'BRL', 100, `R$${NBSP}1,00`, `R$${NBSP}1.00`],
    ['en-US', 'USD', 100000000, '$1.000.000,00', '$1,000,000.00'],
    // Fractional cents are rounded half away from zero.
    ['pt-BR', 'BRL', 12.5, `R$${NBSP}0,13`, `R$${NBSP}0.13`],
    ['pt-BR', 'BRL', -12.5, `-R$${NBSP}0,13`, `-R$${NBSP}0.13`],
    ['pt-BR', 'BRL', -0.4, `R$${NBSP}0,00`, `R$${NBSP}0.00`],
    // cents / 100 would print …409,90 here: the amount is formatted from its exact decimal digits.
    ['en-US', 'USD', Number.MAX_SAFE_INTEGER, '$90.071.992.547.409,91', '$90,071,992,547,409.91'],
    ['en-US', 'USD', 1e21, '$10.000.000.000.000.000.000,00', '$10,000,000,000,000,000,000.00'],
  ])('%s %s %d → %s (decimal) / %s (thousand)', (language, currency, cents, decimal, thousand) => {
    expect(formatCurrency(cents, currency, { language, numberFormat: 'decimal' })).toBe(decimal);
    expect(formatCurrency(cents, currency, { language, numberFormat: 'thousand' })).toBe(thousand);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('shows %d as a dash', (cents) => {
    expect(formatCurrency(cents, 'BRL', { language: 'pt-BR', numberFormat: 'decimal' })).toBe(MISSING_VALUE);
  });

  it('keeps every cent of any safe integer amount, with exactly two fraction digits', () => {
    fc.assert(
      fc.property(
        fc.maxSafeInteger(),
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom(...NUMBER_FORMATS),
        fc.constantFrom<Currency>('BRL', 'USD', 'EUR', 'GBP'),
        (cents, language, numberFormat, currency) => {
          const text = formatCurrency(cents, currency, { language, numberFormat });
          expect(BigInt(text.replace(/\D/g, ''))).toBe(BigInt(Math.abs(cents)));
          expect(text.includes('-')).toBe(cents < 0);
          expect(text).toMatch(new RegExp(`\\${NUMBER_SEPARATORS[numberFormat].decimal}\\d{2}(\\D|$)`));
        },
      ),
    );
  });
});

describe('formatCompactCurrency', () => {
  it.each<[Language, Currency, number, string, string]>([
    ['pt-BR', 'BRL', 123456700, `R$${NBSP}1,2${NBSP}mi`, `R$${NBSP}1.2${NBSP}mi`],
    ['pt-BR', 'BRL', 150000, `R$${NBSP}1,5${NBSP}mil`, `R$${NBSP}1.5${NBSP}mil`],
    ['pt-BR', 'BRL', 250000000000, `R$${NBSP}2,5${NBSP}bi`, `R$${NBSP}2.5${NBSP}bi`],
    ['pt-BR', 'BRL', 50000, `R$${NBSP}500`, `R$${NBSP}500`],
    ['en-US', 'USD', 123456700, '$1,2M', '$1.2M'],
    ['en-US', 'USD', 150000, '$1,5K', '$1.5K'],
    ['en-US', 'USD', 200000000, '$2M', '$2M'],
    ['en-US', 'USD', -123456700, '-$1,2M', '-$1.2M'],
    ['en-US', 'USD', 0, '$0', '$0'],
    ['es-ES', 'EUR', 123456700, `1,2${NBSP}M${NBSP}€`, `1.2${NBSP}M${NBSP}€`],
    ['es-ES', 'BRL', 123456700, `1,2${NBSP}M${NBSP}R$`, `1.2${NBSP}M${NBSP}R$`],
    ['fr-FR', 'EUR', 150000, `1,5${NBSP}k${NBSP}€`, `1.5${NBSP}k${NBSP}€`],
    ['de-DE', 'EUR', 123456700, `1,2${NBSP}Mio.${NBSP}€`, `1.2${NBSP}Mio.${NBSP}€`],
    // German has no short word for thousands, so the full number shows.
    ['de-DE', 'EUR', 150000, `1.500${NBSP}€`, `1,500${NBSP}€`],
  ])('%s %s %d → %s (decimal) / %s (thousand)', (language, currency, cents, decimal, thousand) => {
    expect(formatCompactCurrency(cents, currency, { language, numberFormat: 'decimal' })).toBe(decimal);
    expect(formatCompactCurrency(cents, currency, { language, numberFormat: 'thousand' })).toBe(thousand);
  });

  it('shows a non-finite amount as a dash', () => {
    expect(formatCompactCurrency(Number.NaN, 'USD', { language: 'en-US', numberFormat: 'thousand' })).toBe(
      MISSING_VALUE,
    );
  });
});

describe('formatting with stored preferences', () => {
  it('accepts the default preferences and a country preset as they are', () => {
    expect(formatCurrency(123456, DEFAULT_PREFERENCES.currency, DEFAULT_PREFERENCES)).toBe(`R$${NBSP}1.234,56`);
    expect(formatDate(new Date('2024-03-05T02:30:00Z'), DEFAULT_PREFERENCES)).toBe('04/03/2024');
    const unitedStates = findCountryPreset('US');
    if (!unitedStates) throw new Error('US preset missing');
    expect(formatCurrency(123456, unitedStates.currency, unitedStates)).toBe('$1,234.56');
    expect(formatDateTime(new Date('2024-03-05T02:30:00Z'), unitedStates)).toBe('03/04/2024 9:30 PM');
  });
});
