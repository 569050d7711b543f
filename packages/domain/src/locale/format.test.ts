import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  DEFAULT_PREFERENCES,
  LANGUAGES,
  NUMBER_FORMATS,
  type Currency,
  type DateFormat,
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
  formatMonthName,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  type MonthNameStyle,
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

  it('un-formats back to the number rounded to two digits', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e15, max: 1e15, noNaN: true }),
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom(...NUMBER_FORMATS),
        (value, language, numberFormat) => {
          const text = formatNumber(value, { language, numberFormat });
          // + 0 turns -0 into 0: a value that rounds to zero is shown without a sign.
          expect(unformatNumber(text, numberFormat) + 0).toBe(Number(value.toFixed(2)) + 0);
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

const DATE_PATTERNS: Record<DateFormat, RegExp> = {
  'DD/MM/YYYY': /^(\d{2})\/(\d{2})\/(\d{4})$/,
  'MM/DD/YYYY': /^(\d{2})\/(\d{2})\/(\d{4})$/,
  'YYYY-MM-DD': /^(\d{4})-(\d{2})-(\d{2})$/,
};

function readYearMonthDay(text: string, dateFormat: DateFormat): [number, number, number] {
  const match = DATE_PATTERNS[dateFormat].exec(text);
  if (!match) throw new Error(`${text} does not match ${dateFormat}`);
  const [a, b, c] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (dateFormat === 'DD/MM/YYYY') return [c, b, a];
  if (dateFormat === 'MM/DD/YYYY') return [c, a, b];
  return [a, b, c];
}

describe('formatDate', () => {
  // 02:30 UTC on 5 March 2024 is still the 4th in the Americas.
  const instant = new Date('2024-03-05T02:30:00Z');

  it.each<[string, DateFormat, string]>([
    ['America/Sao_Paulo', 'DD/MM/YYYY', '04/03/2024'],
    ['America/Sao_Paulo', 'MM/DD/YYYY', '03/04/2024'],
    ['America/Sao_Paulo', 'YYYY-MM-DD', '2024-03-04'],
    ['America/New_York', 'MM/DD/YYYY', '03/04/2024'],
    ['UTC', 'DD/MM/YYYY', '05/03/2024'],
    ['Europe/London', 'DD/MM/YYYY', '05/03/2024'],
    ['Europe/Berlin', 'YYYY-MM-DD', '2024-03-05'],
    ['Asia/Tokyo', 'DD/MM/YYYY', '05/03/2024'],
  ])('in %s with %s → %s', (timezone, dateFormat, expected) => {
    expect(formatDate(instant, { timezone, dateFormat })).toBe(expected);
  });

  it.each<[string, string, DateFormat, string]>([
    ['0999-01-02T12:00:00Z', 'UTC', 'YYYY-MM-DD', '0999-01-02'],
    ['0042-12-31T12:00:00Z', 'UTC', 'DD/MM/YYYY', '31/12/0042'],
    ['-000001-06-15T12:00:00Z', 'UTC', 'YYYY-MM-DD', '-0001-06-15'],
    ['2024-12-31T23:59:59Z', 'Pacific/Kiritimati', 'DD/MM/YYYY', '01/01/2025'],
  ])('%s in %s with %s → %s', (iso, timezone, dateFormat, expected) => {
    expect(formatDate(new Date(iso), { timezone, dateFormat })).toBe(expected);
  });

  it('shows an invalid date as a dash', () => {
    expect(formatDate(new Date(Number.NaN), { timezone: 'UTC', dateFormat: 'DD/MM/YYYY' })).toBe(MISSING_VALUE);
  });

  it('throws a RangeError for an unknown time zone', () => {
    expect(() => formatDate(instant, { timezone: 'Mars/Base', dateFormat: 'DD/MM/YYYY' })).toThrow(RangeError);
  });

  it('always matches its pattern and names the calendar day of the time zone', () => {
    // Etc/GMT+3 is a fixed UTC−3 offset, so the expected day is the UTC day three hours earlier.
    const offsets = [
      ['UTC', 0],
      ['Etc/GMT+3', -3],
      ['Etc/GMT-14', 14],
      ['Etc/GMT+12', -12],
    ] as const;
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-30T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...offsets),
        fc.constantFrom(...DATE_FORMATS),
        (date, [timezone, offsetHours], dateFormat) => {
          const text = formatDate(date, { timezone, dateFormat });
          expect(text).toMatch(DATE_PATTERNS[dateFormat]);
          const local = new Date(date.getTime() + offsetHours * 3_600_000);
          expect(readYearMonthDay(text, dateFormat)).toEqual([
            local.getUTCFullYear(),
            local.getUTCMonth() + 1,
            local.getUTCDate(),
          ]);
        },
      ),
    );
  });

  it('matches its pattern in real time zones with daylight saving', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(
          'America/Sao_Paulo',
          'America/New_York',
          'Europe/London',
          'Europe/Berlin',
          'Australia/Lord_Howe',
        ),
        fc.constantFrom(...DATE_FORMATS),
        (date, timezone, dateFormat) => {
          expect(formatDate(date, { timezone, dateFormat })).toMatch(DATE_PATTERNS[dateFormat]);
        },
      ),
    );
  });
});

describe('formatDateTime', () => {
  // 18:07 UTC is 15:07 in São Paulo (UTC−3, no daylight saving since 2019).
  const afternoon = new Date('2024-01-05T18:07:00Z');

  it.each<[Language, DateFormat, string]>([
    ['pt-BR', 'DD/MM/YYYY', '05/01/2024 15:07'],
    ['en-US', 'MM/DD/YYYY', '01/05/2024 3:07 PM'],
    ['es-ES', 'DD/MM/YYYY', '05/01/2024 15:07'],
    ['fr-FR', 'DD/MM/YYYY', '05/01/2024 15:07'],
    ['de-DE', 'YYYY-MM-DD', '2024-01-05 15:07'],
    ['en-US', 'DD/MM/YYYY', '05/01/2024 3:07 PM'],
  ])('%s with %s → %s', (language, dateFormat, expected) => {
    expect(formatDateTime(afternoon, { language, dateFormat, timezone: 'America/Sao_Paulo' })).toBe(expected);
  });

  it.each<[string, Language, string]>([
    ['2024-01-05T03:00:00Z', 'pt-BR', '05/01/2024 00:00'],
    ['2024-01-05T03:00:00Z', 'en-US', '05/01/2024 12:00 AM'],
    ['2024-01-05T03:59:00Z', 'en-US', '05/01/2024 12:59 AM'],
    ['2024-01-05T15:00:00Z', 'pt-BR', '05/01/2024 12:00'],
    ['2024-01-05T15:00:00Z', 'en-US', '05/01/2024 12:00 PM'],
    ['2024-01-06T02:59:00Z', 'en-US', '05/01/2024 11:59 PM'],
    ['2024-01-06T02:59:00Z', 'de-DE', '05/01/2024 23:59'],
  ])('%s in São Paulo for %s → %s', (iso, language, expected) => {
    expect(formatDateTime(new Date(iso), { language, dateFormat: 'DD/MM/YYYY', timezone: 'America/Sao_Paulo' })).toBe(
      expected,
    );
  });

  it.each<[string, string]>([
    // New York springs forward at 2:00 on 10 March 2024: 06:30 UTC is 1:30 EST, 07:30 UTC is 3:30 EDT.
    ['2024-03-10T06:30:00Z', '03/10/2024 1:30 AM'],
    ['2024-03-10T07:30:00Z', '03/10/2024 3:30 AM'],
  ])('follows daylight saving: %s → %s', (iso, expected) => {
    expect(
      formatDateTime(new Date(iso), { language: 'en-US', dateFormat: 'MM/DD/YYYY', timezone: 'America/New_York' }),
    ).toBe(expected);
  });

  it('shows an invalid date as a dash', () => {
    expect(
      formatDateTime(new Date('not a date'), { language: 'pt-BR', dateFormat: 'DD/MM/YYYY', timezone: 'UTC' }),
    ).toBe(MISSING_VALUE);
  });

  it('writes the hour of the time zone on a 24-hour clock, or 12-hour for en-US', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...LANGUAGES),
        (date, language) => {
          const text = formatDateTime(date, { language, dateFormat: 'YYYY-MM-DD', timezone: 'Etc/GMT+3' });
          const local = new Date(date.getTime() - 3 * 3_600_000);
          const hour = local.getUTCHours();
          const minute = String(local.getUTCMinutes()).padStart(2, '0');
          const time = text.slice('YYYY-MM-DD '.length);
          if (language === 'en-US') {
            expect(time).toBe(`${hour % 12 || 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`);
          } else {
            expect(time).toBe(`${String(hour).padStart(2, '0')}:${minute}`);
          }
        },
      ),
    );
  });
});

describe('formatMonthName', () => {
  it.each<[Language, MonthNameStyle, number, string]>([
    ['pt-BR', 'long', 1, 'fevereiro'],
    ['pt-BR', 'short', 1, 'fev.'],
    ['pt-BR', 'short', 4, 'mai.'],
    ['pt-BR', 'narrow', 1, 'F'],
    ['en-US', 'long', 1, 'February'],
    ['en-US', 'short', 1, 'Feb'],
    ['en-US', 'short', 4, 'May'],
    ['es-ES', 'long', 11, 'diciembre'],
    ['es-ES', 'short', 1, 'feb'],
    ['fr-FR', 'long', 1, 'février'],
    ['fr-FR', 'short', 1, 'févr.'],
    ['de-DE', 'long', 2, 'März'],
    ['de-DE', 'short', 11, 'Dez'],
    ['en-US', 'long', 0, 'January'],
    ['en-US', 'long', 11, 'December'],
  ])('%s %s month %d → %s', (language, style, monthIndex, expected) => {
    expect(formatMonthName(monthIndex, language, style)).toBe(expected);
  });

  it('defaults to the short style', () => {
    expect(formatMonthName(0, 'pt-BR')).toBe('jan.');
  });

  it.each(LANGUAGES)('names twelve distinct months in %s', (language) => {
    const names = Array.from({ length: 12 }, (_, month) => formatMonthName(month, language, 'long'));
    expect(new Set(names).size).toBe(12);
  });

  it.each([-1, 12, 1.5, Number.NaN])('rejects month index %d', (monthIndex) => {
    expect(() => formatMonthName(monthIndex, 'pt-BR')).toThrow(RangeError);
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2024-06-15T12:00:00Z');
  const SECOND = 1_000;
  const MINUTE = 60 * SECOND;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it.each<[string, number, string, string]>([
    ['the same instant', 0, 'agora', 'now'],
    ['59 seconds ago', 59 * SECOND, 'agora', 'now'],
    ['1 minute ago', MINUTE, 'há 1 minuto', '1 minute ago'],
    ['5 minutes ago', 5 * MINUTE, 'há 5 minutos', '5 minutes ago'],
    ['59 min 59 s ago', HOUR - SECOND, 'há 59 minutos', '59 minutes ago'],
    ['3 hours ago', 3 * HOUR, 'há 3 horas', '3 hours ago'],
    ['23 hours ago', 23 * HOUR + 59 * MINUTE, 'há 23 horas', '23 hours ago'],
    ['1 day ago', DAY, 'ontem', 'yesterday'],
    ['2 days ago', 2 * DAY, 'anteontem', '2 days ago'],
    ['7 days ago', 7 * DAY, 'semana passada', 'last week'],
    ['30 days ago', 30 * DAY, 'há 4 semanas', '4 weeks ago'],
    ['31 days ago', 31 * DAY, 'mês passado', 'last month'],
    ['364 days ago', 364 * DAY, 'há 11 meses', '11 months ago'],
    ['366 days ago', 366 * DAY, 'ano passado', 'last year'],
    ['800 days ago', 800 * DAY, 'há 2 anos', '2 years ago'],
    ['in 2 hours', -2 * HOUR, 'em 2 horas', 'in 2 hours'],
    ['in 1 day', -DAY, 'amanhã', 'tomorrow'],
  ])('%s → %s / %s', (_label, elapsed, portuguese, english) => {
    expect(formatRelativeTime(ago(elapsed), now, 'pt-BR')).toBe(portuguese);
    expect(formatRelativeTime(ago(elapsed), now, 'en-US')).toBe(english);
  });

  it.each<[Language, string, string, string, string]>([
    ['pt-BR', 'agora', 'há 5 minutos', 'ontem', 'semana passada'],
    ['en-US', 'now', '5 minutes ago', 'yesterday', 'last week'],
    ['es-ES', 'ahora', 'hace 5 minutos', 'ayer', 'la semana pasada'],
    ['fr-FR', 'maintenant', 'il y a 5 minutes', 'hier', 'la semaine dernière'],
    ['de-DE', 'jetzt', 'vor 5 Minuten', 'gestern', 'letzte Woche'],
  ])('%s: %s, %s, %s, %s', (language, justNow, fiveMinutes, oneDay, oneWeek) => {
    expect(formatRelativeTime(ago(10 * SECOND), now, language)).toBe(justNow);
    expect(formatRelativeTime(ago(5 * MINUTE), now, language)).toBe(fiveMinutes);
    expect(formatRelativeTime(ago(DAY), now, language)).toBe(oneDay);
    expect(formatRelativeTime(ago(7 * DAY), now, language)).toBe(oneWeek);
  });

  it('shows an invalid date as a dash', () => {
    expect(formatRelativeTime(new Date(Number.NaN), now, 'pt-BR')).toBe(MISSING_VALUE);
    expect(formatRelativeTime(now, new Date(Number.NaN), 'pt-BR')).toBe(MISSING_VALUE);
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
