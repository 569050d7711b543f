import type { NumberFormat } from '../constants';
import { NUMBER_SEPARATORS } from '../locale/format';

/**
 * The CSV a spreadsheet opens as columns in the user's locale: where the decimal mark is a comma
 * (pt-BR, es-ES, fr-FR, de-DE) Excel and LibreOffice split on ';', elsewhere on ','. Numbers
 * carry the user's decimal mark and no grouping, which spreadsheets would read as text.
 */

/** Written first, so that Excel reads the file as UTF-8 (accents intact). */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

export function csvDelimiter(numberFormat: NumberFormat): ';' | ',' {
  return NUMBER_SEPARATORS[numberFormat].decimal === ',' ? ';' : ',';
}

/** A number as a spreadsheet cell: fixed `digits`, the user's decimal mark, no grouping. */
export function csvNumber(value: number, numberFormat: NumberFormat, digits = 0): string {
  const fixed = value.toFixed(digits);
  return digits === 0 ? fixed : fixed.replace('.', NUMBER_SEPARATORS[numberFormat].decimal);
}

/** Integer cents as an amount in the currency's units (12345 → "123,45"), exact to the cent. */
export function csvMoney(cents: number, numberFormat: NumberFormat): string {
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(Math.round(cents))).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}${NUMBER_SEPARATORS[numberFormat].decimal}${digits.slice(-2)}`;
}

/**
 * Text someone typed, as a cell a spreadsheet shows as text: one that starts with = + - @ or a
 * tab or carriage return would be read as a formula (CSV injection), so it gets a leading
 * apostrophe, which spreadsheets hide.
 */
export function csvText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
