import { describe, expect, it } from 'vitest';
import { caretAfterDigits, digitsBefore, formatCardNumber, formatExpiry } from './card-input';

describe('formatCardNumber', () => {
  it.each([
    ['', ''],
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242 4242x4242', '4242 4242 4242 4242'],
    // American Express prints 4-6-5.
    ['378282246310005', '3782 822463 10005'],
    // Nineteen digits at most (ISO/IEC 7812).
    ['62345678901234567890123', '6234 5678 9012 3456 789'],
  ])('%j -> %j', (input, expected) => {
    expect(formatCardNumber(input)).toBe(expected);
  });
});

describe('formatExpiry', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['122', '12/2'],
    ['1228', '12/28'],
    ['122028', '12/2028'],
    ['12/28', '12/28'],
    // A slash the user typed after a one-digit month stays there.
    ['1/28', '1/28'],
    ['12/', '12/'],
    ['ab12cd28', '12/28'],
    ['12/20281', '12/2028'],
  ])('%j -> %j', (input, expected) => {
    expect(formatExpiry(input)).toBe(expected);
  });
});

describe('caret placement', () => {
  it('counts the digits before the caret, ignoring separators', () => {
    expect(digitsBefore('4242 42', 6)).toBe(5);
    expect(digitsBefore('4242 42', 0)).toBe(0);
  });

  it('puts the caret after the same digit in the reformatted text', () => {
    // "4242|4242" typed into the middle becomes "4242 4|242..." -> after the fifth digit.
    expect(caretAfterDigits('4242 4242', 5)).toBe(6);
    expect(caretAfterDigits('4242 4242', 4)).toBe(4);
    expect(caretAfterDigits('4242 4242', 0)).toBe(0);
    expect(caretAfterDigits('4242', 9)).toBe(4);
  });
});
