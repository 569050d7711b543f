import { z } from 'zod';
import { V } from './validation-messages';

/** An integer field: `validation.required` when missing, `validation.notInteger` otherwise. */
export const integer = () =>
  z.number({ error: (issue) => (issue.input === undefined ? V.required : V.notInteger) }).int(V.notInteger);

/** One of a list: `validation.required` when missing, `validation.invalidOption` otherwise. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? V.required : V.invalidOption) });

/**
 * The longest base64 text of `bytes` bytes: 4 characters for every 3 bytes, the last group padded
 * to a whole 4. A bound that stops a huge string early; the server then counts the decoded bytes.
 */
export function base64Length(bytes: number): number {
  return 4 * Math.ceil(bytes / 3);
}
