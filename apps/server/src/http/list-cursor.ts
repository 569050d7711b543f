import { V } from '@alavanca/contracts/validation-messages';
import { parseCursor, type ListPosition, type SortValueKind } from '../db/keyset';
import { AppError } from './app-error';

/**
 * The list position a request's cursor stands for, none without a cursor; 400 with
 * `cursor: validation.invalidOption` for anything the list did not write.
 */
export function readCursor<S extends string>(
  cursor: string | undefined,
  sort: S,
  kind: SortValueKind,
): ListPosition<S> | undefined {
  if (cursor === undefined) return undefined;
  const position = parseCursor(cursor, sort, kind);
  if (!position) {
    throw new AppError('VALIDATION_FAILED', undefined, undefined, {
      issues: [{ path: 'cursor', message: V.invalidOption }],
    });
  }
  return position;
}
