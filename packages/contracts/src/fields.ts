import { z } from 'zod';
import { V } from './validation-messages';

/** An integer field: `validation.required` when missing, `validation.notInteger` otherwise. */
export const integer = () =>
  z.number({ error: (issue) => (issue.input === undefined ? V.required : V.notInteger) }).int(V.notInteger);

/** One of a list: `validation.required` when missing, `validation.invalidOption` otherwise. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? V.required : V.invalidOption) });
