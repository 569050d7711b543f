import type { NumberFormat } from '@alavanca/domain/constants';
import { CSV_BYTE_ORDER_MARK, csvDelimiter } from '@alavanca/domain/reports/csv';
import { stringify } from 'csv-stringify/sync';

/**
 * A CSV a spreadsheet opens in the user's locale: UTF-8 with a byte-order mark, `;` where the
 * decimal mark is a comma, CRLF line ends (RFC 4180), cells quoted when they need it.
 */
export function writeCsv(rows: readonly (readonly string[])[], numberFormat: NumberFormat): Buffer {
  const body = stringify(rows as string[][], { delimiter: csvDelimiter(numberFormat), record_delimiter: 'windows' });
  return Buffer.from(CSV_BYTE_ORDER_MARK + body, 'utf8');
}
