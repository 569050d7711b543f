import type { NumberFormat } from '../constants';
import { NUMBER_SEPARATORS } from './format';

/**
 * Amounts as the user types them. A money field holds text in the user's number format (the
 * spec makes the separators a preference of their own): '1.234,56' or '1,234.56'. Cents stay
 * integers throughout; the text is read digit by digit, never through a binary fraction.
 */

const CENTS_PER_UNIT = 100;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Cents as input text: grouped, two decimals, the user's separators, no currency sign ('1.234,56'). */
export function centsToInputText(cents: number, numberFormat: NumberFormat): string {
  const { group, decimal } = NUMBER_SEPARATORS[numberFormat];
  const abs = Math.abs(Math.round(cents));
  const units = Math.floor(abs / CENTS_PER_UNIT)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const fraction = String(abs % CENTS_PER_UNIT).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${units}${decimal}${fraction}`;
}

export type ParsedNumber = { ok: true; value: number } | { ok: false; reason: 'empty' | 'invalid' };

/**
 * Reads a non-negative amount typed in the user's number format: group separators optional
 * (but well placed), at most two decimals, spaces ignored. '12,5' is R$ 12,50 in the decimal-comma
 * format; '1.5' is refused there rather than guessed (a misplaced group separator).
 */
export function parseMoneyText(text: string, numberFormat: NumberFormat): ParsedNumber {
  const { group, decimal } = NUMBER_SEPARATORS[numberFormat];
  const compact = text.replace(/\s/g, '');
  if (compact === '') return { ok: false, reason: 'empty' };
  const pattern = new RegExp(`^(\\d{1,3}(?:${escape(group)}\\d{3})+|\\d+)(?:${escape(decimal)}(\\d{0,2}))?$`);
  const match = pattern.exec(compact);
  if (!match) return { ok: false, reason: 'invalid' };
  const units = Number(match[1]!.replaceAll(group, ''));
  const cents = units * CENTS_PER_UNIT + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? { ok: true, value: cents } : { ok: false, reason: 'invalid' };
}

/** Reads a whole number, signed or not ('+2', '-1', '−1' with a typographic minus). */
export function parseIntegerText(text: string): ParsedNumber {
  const compact = text.replace(/\s/g, '').replace('−', '-');
  if (compact === '') return { ok: false, reason: 'empty' };
  if (!/^[-+]?\d+$/.test(compact)) return { ok: false, reason: 'invalid' };
  const value = Number(compact);
  return Number.isSafeInteger(value) ? { ok: true, value: value + 0 } : { ok: false, reason: 'invalid' };
}
