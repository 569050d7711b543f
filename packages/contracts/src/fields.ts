import { z } from 'zod';
import { text } from './text';
import { V } from './validation-messages';

/**
 * An integer field: `validation.required` when missing, `validation.notANumber` for what a form
 * could not read as a number (NaN: "abc" typed), `validation.notInteger` otherwise.
 */
export const integer = () =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? V.required : Number.isNaN(issue.input) ? V.notANumber : V.notInteger,
    })
    .int(V.notInteger);

/** Digits only: `Number()` would also take a sign, an exponent, hex, spaces and an empty string. */
const URL_DIGITS = /^\d{1,15}$/;

/**
 * A whole number written in a URL (a path's `:month`, a query's `limit`), within `bounds`; anything
 * else is `validation.invalidOption`. Bounded here, so no address carries a number that a query or
 * PostgreSQL's integer column would refuse.
 */
export function urlInteger(bounds: { min: number; max: number }) {
  return text(V.invalidOption)
    .regex(URL_DIGITS, V.invalidOption)
    .transform(Number)
    .pipe(z.number().min(bounds.min, V.invalidOption).max(bounds.max, V.invalidOption));
}

/** A list's `limit` query: 1 to the page size's most, its default when absent. */
export function pageLimit(size: { default: number; max: number }) {
  return urlInteger({ min: 1, max: size.max }).default(size.default);
}

/** One of a list: `validation.invalidOption` ("choose one of the options") whether missing or another. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: () => V.invalidOption });

/**
 * The longest base64 text of `bytes` bytes: 4 characters for every 3 bytes, the last group padded
 * to a whole 4. A bound that stops a huge string early; the server then counts the decoded bytes.
 */
export function base64Length(bytes: number): number {
  return 4 * Math.ceil(bytes / 3);
}
