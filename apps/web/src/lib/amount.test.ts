import { describe, expect, it } from 'vitest';
import { formatAmountForInput, parseAmountToCents } from './amount';

describe('parseAmountToCents', () => {
  it.each([
    ['100.000', 'decimal', 100_000_00],
    ['100.000,5', 'decimal', 100_000_50],
    ['1.234,56', 'decimal', 1_234_56],
    ['R$ 1.234,56', 'decimal', 1_234_56],
    ['1234,567', 'decimal', 1_234_57],
    ['1234,564', 'decimal', 1_234_56],
    [',99', 'decimal', 99],
    ['100,000.5', 'thousand', 100_000_50],
    ['1,234.56', 'thousand', 1_234_56],
    ['$ 7', 'thousand', 7_00],
    ['0', 'thousand', 0],
  ] as const)('reads %s (%s) as %i cents', (text, numberFormat, cents) => {
    expect(parseAmountToCents(text, numberFormat)).toBe(cents);
  });

  it('finds no amount where there is no digit', () => {
    expect(parseAmountToCents('', 'decimal')).toBeUndefined();
    expect(parseAmountToCents('R$', 'decimal')).toBeUndefined();
    expect(parseAmountToCents(',', 'decimal')).toBeUndefined();
  });
});

describe('formatAmountForInput', () => {
  it('groups the user’s way and shows cents only when there are any', () => {
    expect(formatAmountForInput(100_000_00, { language: 'pt-BR', numberFormat: 'decimal' })).toBe('100.000');
    expect(formatAmountForInput(100_000_50, { language: 'pt-BR', numberFormat: 'decimal' })).toBe('100.000,50');
    expect(formatAmountForInput(1_234_56, { language: 'en-US', numberFormat: 'thousand' })).toBe('1,234.56');
    expect(formatAmountForInput(30_000_00, { language: 'de-DE', numberFormat: 'thousand' })).toBe('30,000');
  });

  it('round-trips through parsing', () => {
    for (const cents of [0, 5, 99, 1_00, 1_234_56, 100_000_00, 10_000_000_000]) {
      for (const numberFormat of ['decimal', 'thousand'] as const) {
        expect(parseAmountToCents(formatAmountForInput(cents, { language: 'pt-BR', numberFormat }), numberFormat)).toBe(
          cents,
        );
      }
    }
  });
});
