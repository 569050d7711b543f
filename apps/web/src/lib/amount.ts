import { NUMBER_SEPARATORS, formatNumber, type NumberPreferences } from '@alavanca/domain/locale/format';
import type { NumberFormat } from '@alavanca/domain/constants';

const CENTS_PER_UNIT = 100;

/**
 * Reads an amount typed by the user into integer cents, with the decimal separator of the user's
 * number format (1.234,56 or 1,234.56). Lenient on purpose: group separators, spaces and a typed
 * currency symbol are ignored, and a third decimal rounds half up. Undefined when it holds no digit.
 */
export function parseAmountToCents(text: string, numberFormat: NumberFormat): number | undefined {
  const { decimal } = NUMBER_SEPARATORS[numberFormat];
  const at = text.indexOf(decimal);
  const digits = (part: string) => part.replace(/\D/g, '');
  const whole = digits(at === -1 ? text : text.slice(0, at));
  const fraction = at === -1 ? '' : digits(text.slice(at + 1));
  if (whole === '' && fraction === '') return undefined;
  const cents = Number(whole || '0') * CENTS_PER_UNIT + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return fraction.charAt(2) >= '5' ? cents + 1 : cents;
}

/** Integer cents as the user writes the amount in a field: grouped, decimals only when there are any (100.000 / 1.234,50). */
export function formatAmountForInput(cents: number, prefs: NumberPreferences): string {
  const hasCents = cents % CENTS_PER_UNIT !== 0;
  return formatNumber(
    cents / CENTS_PER_UNIT,
    prefs,
    hasCents ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : { maximumFractionDigits: 0 },
  );
}
