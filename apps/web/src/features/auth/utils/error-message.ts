import { ApiError } from '@/lib/api-client';

/**
 * The catalog key (namespace `common`) of the message for a failed auth request. A request that
 * never got an answer, or an answer the contract does not know, gets the general error text.
 */
export function errorMessageKey(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return 'errors.INTERNAL';
  return `errors.${error.code}`;
}

/** Sign-in: any 401 means the e-mail and password did not match (the specification's wording). */
export function signInErrorMessageKey(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return 'errors.INVALID_CREDENTIALS';
  return errorMessageKey(error);
}
