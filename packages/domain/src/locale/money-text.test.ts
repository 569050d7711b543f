import { describe, expect, it } from 'vitest';
import { centsToInputText, parseIntegerText, parseMoneyText } from './money-text';

describe('money text', () => {
  it('writes cents with the user’s separators and two decimals', () => {
    expect(centsToInputText(123_456, 'decimal')).toBe('1.234,56');
    expect(centsToInputText(123_456, 'thousand')).toBe('1,234.56');
    expect(centsToInputText(5, 'decimal')).toBe('0,05');
    expect(centsToInputText(100_000_000_00, 'decimal')).toBe('100.000.000,00');
  });

  it.each([
    ['1.234,56', 'decimal', 123_456],
    ['1234,56', 'decimal', 123_456],
    ['1234', 'decimal', 123_400],
    ['12,5', 'decimal', 1_250],
    ['12,', 'decimal', 1_200],
    [' 1 234,5 ', 'decimal', 123_450],
    ['1,234.56', 'thousand', 123_456],
    ['0.05', 'thousand', 5],
  ] as const)('reads %s (%s) as %i cents', (text, format, cents) => {
    expect(parseMoneyText(text, format)).toEqual({ ok: true, value: cents });
  });

  it.each([
    ['abc', 'decimal', { reason: 'invalid' }],
    ['1.23,4', 'decimal', { reason: 'invalid' }],
    ['1,2,3', 'decimal', { reason: 'invalid' }],
    ['-5', 'decimal', { reason: 'negative' }],
    ['−500,00', 'decimal', { reason: 'negative' }],
    ['-1,000.00', 'thousand', { reason: 'negative' }],
    ['12,345', 'decimal', { reason: 'tooManyDecimals' }],
    ['1,234', 'decimal', { reason: 'tooManyDecimals' }],
    ['0.125', 'thousand', { reason: 'tooManyDecimals' }],
    ['35.5', 'decimal', { reason: 'otherDecimalMark', value: 3_550 }],
    ['1.2', 'decimal', { reason: 'otherDecimalMark', value: 120 }],
    ['1,234.56', 'decimal', { reason: 'otherDecimalMark', value: 123_456 }],
    ['35,5', 'thousand', { reason: 'otherDecimalMark', value: 3_550 }],
  ] as const)('refuses %s (%s) and says why', (text, format, failure) => {
    expect(parseMoneyText(text, format)).toEqual({ ok: false, ...failure });
  });

  it('tells an empty field from an unreadable one', () => {
    expect(parseMoneyText('  ', 'decimal')).toEqual({ ok: false, reason: 'empty' });
    expect(parseIntegerText('')).toEqual({ ok: false, reason: 'empty' });
  });

  it('reads signed whole numbers', () => {
    expect(parseIntegerText('+2')).toEqual({ ok: true, value: 2 });
    expect(parseIntegerText('−3')).toEqual({ ok: true, value: -3 });
    expect(parseIntegerText('-0')).toEqual({ ok: true, value: 0 });
    expect(parseIntegerText('1,5')).toEqual({ ok: false, reason: 'invalid' });
  });
});
