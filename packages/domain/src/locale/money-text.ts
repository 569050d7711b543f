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

/** Why a field's text is not a number, so the message can say what to fix. */
export type ParseFailure =
  /** Nothing typed. */
  | 'empty'
  /** A minus sign in front of an amount that cannot be negative. */
  | 'negative'
  /** The other number format's decimal mark ('35.5' where cents follow a comma): `value` is what was meant. */
  | 'otherDecimalMark'
  /** More than two digits after the decimal mark. */
  | 'tooManyDecimals'
  /** Anything else. */
  | 'invalid';

export type ParsedNumber = { ok: true; value: number } | { ok: false; reason: ParseFailure; value?: number };

function amountPattern(numberFormat: NumberFormat, decimals: string): RegExp {
  const { group, decimal } = NUMBER_SEPARATORS[numberFormat];
  return new RegExp(`^(\\d{1,3}(?:${escape(group)}\\d{3})+|\\d+)(?:${escape(decimal)}(\\d${decimals}))?$`);
}

function readAmount(compact: string, numberFormat: NumberFormat): number | null {
  const match = amountPattern(numberFormat, '{0,2}').exec(compact);
  if (!match) return null;
  const units = Number(match[1]!.replaceAll(NUMBER_SEPARATORS[numberFormat].group, ''));
  const cents = units * CENTS_PER_UNIT + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * Reads a non-negative amount typed in the user's number format: group separators optional
 * (but well placed), at most two decimals, spaces ignored. '12,5' is R$ 12,50 in the decimal-comma
 * format; '1.5' is refused there rather than guessed, and the refusal says why: a minus sign, the
 * other format's decimal mark (with the amount it would mean), too many decimals.
 */
export function parseMoneyText(text: string, numberFormat: NumberFormat): ParsedNumber {
  const compact = text.replace(/\s/g, '');
  if (compact === '') return { ok: false, reason: 'empty' };
  const cents = readAmount(compact, numberFormat);
  if (cents !== null) return { ok: true, value: cents };
  const unsigned = compact.replace(/^[-−]/, '');
  if (unsigned !== compact && readAmount(unsigned, numberFormat) !== null) return { ok: false, reason: 'negative' };
  if (amountPattern(numberFormat, '{3,}').test(compact)) return { ok: false, reason: 'tooManyDecimals' };
  const other: NumberFormat = numberFormat === 'decimal' ? 'thousand' : 'decimal';
  const meant = compact.includes(NUMBER_SEPARATORS[other].decimal) ? readAmount(compact, other) : null;
  if (meant !== null) return { ok: false, reason: 'otherDecimalMark', value: meant };
  return { ok: false, reason: 'invalid' };
}

/** Reads a whole number, signed or not ('+2', '-1', '−1' with a typographic minus). */
export function parseIntegerText(text: string): ParsedNumber {
  const compact = text.replace(/\s/g, '').replace('−', '-');
  if (compact === '') return { ok: false, reason: 'empty' };
  if (!/^[-+]?\d+$/.test(compact)) return { ok: false, reason: 'invalid' };
  const value = Number(compact);
  return Number.isSafeInteger(value) ? { ok: true, value: value + 0 } : { ok: false, reason: 'invalid' };
}
