import type { FieldIssue } from '@alavanca/contracts/errors';
import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Validates untrusted input (a body, a query string, params) with a contract schema.
 * Failure becomes 400 VALIDATION_FAILED with one issue per field, which the web app's
 * form, built on the same schema, can show beside each field.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues: FieldIssue[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new AppError('VALIDATION_FAILED', undefined, undefined, { issues });
}
