import { describe, expect, it } from 'vitest';
import { csvDelimiter, csvMoney, csvNumber, csvText } from './csv';

describe('csv cells', () => {
  it('splits on ";" where the decimal mark is a comma, on "," elsewhere', () => {
    expect(csvDelimiter('decimal')).toBe(';');
    expect(csvDelimiter('thousand')).toBe(',');
  });

  it('writes money exactly, with the decimal mark and no grouping', () => {
    expect(csvMoney(1_234_567, 'decimal')).toBe('12345,67');
    expect(csvMoney(-5, 'thousand')).toBe('-0.05');
    expect(csvMoney(0, 'decimal')).toBe('0,00');
    expect(csvMoney(900_719_925_474_099, 'thousand')).toBe('9007199254740.99');
  });

  it('writes rates with the decimal mark', () => {
    expect(csvNumber(0.256, 'decimal', 3)).toBe('0,256');
    expect(csvNumber(12, 'thousand')).toBe('12');
  });

  it('keeps typed text from being read as a formula, and leaves other text as it is', () => {
    expect(['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tx', '\rx'].map(csvText)).toEqual([
      '\'=HYPERLINK("x")',
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
    ]);
    expect(csvText('Café da Ana')).toBe('Café da Ana');
    expect(csvText('a=b')).toBe('a=b');
  });
});
