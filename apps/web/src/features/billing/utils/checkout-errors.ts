import { ApiError } from '@/lib/api-client';
import type { CardDetails } from '@alavanca/contracts/billing';

export type CardField = keyof CardDetails;

const CARD_FIELDS: readonly CardField[] = ['holderName', 'number', 'expiry', 'cvc'];
const CARD_PATH_PREFIX = 'card.';

/**
 * The card fields the server refused (VALIDATION_FAILED, issues like `card.number`), each with
 * its catalog key. The form runs the same schema first, so this only happens when the two
 * disagree, for example on an expiry month that ended between typing and paying.
 */
export function cardFieldIssues(error: unknown): { field: CardField; message: string }[] {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return [];
  // The API client keeps the answer's issues, already checked against the error envelope's schema.
  return error.issues.flatMap(({ path, message }) => {
    const field = CARD_FIELDS.find((name) => path === `${CARD_PATH_PREFIX}${name}`);
    return field ? [{ field, message }] : [];
  });
}

/** The catalog key (`common`) of the message for a checkout that failed as a whole, not in one field. */
export function checkoutErrorKey(error: unknown): string {
  return error instanceof ApiError ? `common:errors.${error.code}` : 'common:errors.INTERNAL';
}
