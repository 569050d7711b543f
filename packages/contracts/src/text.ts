import { z } from 'zod';
import { V } from './validation-messages';

// Without the `u` flag the pattern reads UTF-16 code units, which is what a lone surrogate is.
// (String.prototype.isWellFormed would say the same, but older browsers running the forms lack it.)
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a string can be stored as it was sent. PostgreSQL refuses a NUL in text, and a lone
 * UTF-16 surrogate has no UTF-8 form: the driver would store U+FFFD in its place, so a name would
 * change on its way in and two different passwords would hash alike.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\0') && !LONE_SURROGATE.test(value);
}

/**
 * Every text a request carries starts here (names, e-mails, passwords, tokens, free text, query
 * strings, ids). The check comes first and stops the others, so hostile text gets one issue,
 * `validation.invalidText`, whatever else the field checks. `typeError` is the message when the
 * value is missing or not a string.
 */
export function text(typeError?: string) {
  return z.string(typeError).refine(isStorableText, { message: V.invalidText, abort: true });
}

/** A route's `:id`, a UUID. */
export const IdParams = z.object({ id: text().pipe(z.uuid(V.invalidOption)) });
