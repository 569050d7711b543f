/**
 * Card checks that need no payment provider: the same rules run in the checkout form, as the
 * user types, and on the server, which never trusts the form.
 */

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'elo', 'other'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** ISO/IEC 7812: card numbers are 12 to 19 digits long. */
export const CARD_NUMBER_LENGTH = { min: 12, max: 19 } as const;
export const CARD_HOLDER_LENGTH = { min: 2, max: 100 } as const;

/** The digits of a card number as people type it: spaces and dashes between groups are dropped. */
export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn checksum every payment card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A normalised number of a valid length with a correct check digit. */
export function isValidCardNumber(input: string): boolean {
  const digits = normalizeCardNumber(input);
  return (
    digits.length >= CARD_NUMBER_LENGTH.min && digits.length <= CARD_NUMBER_LENGTH.max && passesLuhn(digits)
  );
}

/** Elo's ranges come first: several of them sit inside what would otherwise read as Visa or Mastercard. */
const ELO_PREFIXES = /^(401178|401179|431274|438935|451416|457393|457631|457632|504175|506699|5067|509|627780|636297|636368|650|6516|6550)/;

export function cardBrand(input: string): CardBrand {
  const digits = normalizeCardNumber(input);
  if (ELO_PREFIXES.test(digits)) return 'elo';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'other';
}

/** American Express prints a 4-digit security code; the others 3. */
export function cvcLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

export function isValidCvc(cvc: string, brand: CardBrand): boolean {
  return new RegExp(`^\\d{${cvcLength(brand)}}$`).test(cvc);
}

export interface CardExpiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** "MM/YY" or "MM/YYYY", as printed on the card; null when it is not a real month. */
export function parseExpiry(input: string): CardExpiry | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** Cards stay valid through the last day of their expiry month. */
export function isExpired(expiry: CardExpiry, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

/** Expiry dates further out than this are typing mistakes, not cards. */
const MAX_EXPIRY_YEARS_AHEAD = 20;

export function isValidExpiry(input: string, now: Date): boolean {
  const expiry = parseExpiry(input);
  return expiry !== null && !isExpired(expiry, now) && expiry.year <= now.getUTCFullYear() + MAX_EXPIRY_YEARS_AHEAD;
}

/** The last four digits, which is all of a card the app keeps. */
export function lastFour(input: string): string {
  return normalizeCardNumber(input).slice(-4);
}
