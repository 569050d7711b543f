import { CARD_NUMBER_LENGTH, cardBrand } from '@alavanca/domain/billing/card';

/** American Express prints its 15 digits as 4-6-5; every other brand in groups of four. */
const AMEX_GROUPS = [4, 6, 5] as const;
const DEFAULT_GROUP = 4;
/** An expiry is MM/YY or MM/YYYY: two month digits and up to four year digits. */
const MONTH_DIGITS = 2;
const MAX_YEAR_DIGITS = 4;

const digitsOf = (input: string) => input.replace(/\D/g, '');

/** A card number as typed, grouped the way the card prints it ("4242 4242 4242 4242"). */
export function formatCardNumber(input: string): string {
  const digits = digitsOf(input).slice(0, CARD_NUMBER_LENGTH.max);
  const groups: string[] = [];
  let start = 0;
  const amex = cardBrand(digits) === 'amex';
  for (let index = 0; start < digits.length; index += 1) {
    const size = amex ? (AMEX_GROUPS[index] ?? DEFAULT_GROUP) : DEFAULT_GROUP;
    groups.push(digits.slice(start, start + size));
    start += size;
  }
  return groups.join(' ');
}

/**
 * An expiry as typed: the slash appears after the month. A slash the user typed is kept where
 * it is, so "1/28" stays a one-digit month instead of becoming "12/8".
 */
export function formatExpiry(input: string): string {
  const slash = input.indexOf('/');
  if (slash >= 0) {
    const month = digitsOf(input.slice(0, slash)).slice(0, MONTH_DIGITS);
    return `${month}/${digitsOf(input.slice(slash + 1)).slice(0, MAX_YEAR_DIGITS)}`;
  }
  const digits = digitsOf(input).slice(0, MONTH_DIGITS + MAX_YEAR_DIGITS);
  return digits.length > MONTH_DIGITS ? `${digits.slice(0, MONTH_DIGITS)}/${digits.slice(MONTH_DIGITS)}` : digits;
}

/**
 * Where the caret belongs in `formatted` after reformatting: just after the same number of
 * digits as were before it in the raw text, so typing or deleting mid-number does not throw the
 * caret to the end.
 */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index] ?? '')) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}

/** How many digits precede position `caret` in `text`. */
export function digitsBefore(text: string, caret: number): number {
  return digitsOf(text.slice(0, caret)).length;
}
