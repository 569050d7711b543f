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
  return digits.length >= CARD_NUMBER_LENGTH.min && digits.length <= CARD_NUMBER_LENGTH.max && passesLuhn(digits);
}

/**
 * Elo's published BIN ranges (six digits). Checked first: several sit inside what would
 * otherwise read as Visa, Mastercard or Discover.
 */
const ELO_BIN_RANGES: readonly (readonly [number, number])[] = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650978],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];

function isElo(digits: string): boolean {
  if (digits.length < 6) return false;
  const bin = Number(digits.slice(0, 6));
  return ELO_BIN_RANGES.some(([first, last]) => bin >= first && bin <= last);
}

/** Mastercard's 2-series runs from 2221 to 2720. */
function isMastercard(digits: string): boolean {
  if (/^5[1-5]/.test(digits)) return true;
  const prefix = Number(digits.slice(0, 4));
  return digits.length >= 4 && prefix >= 2221 && prefix <= 2720;
}

export function cardBrand(input: string): CardBrand {
  const digits = normalizeCardNumber(input);
  if (isElo(digits)) return 'elo';
  if (digits.startsWith('4')) return 'visa';
  if (isMastercard(digits)) return 'mastercard';
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
