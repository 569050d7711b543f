import { ApiError } from '@/lib/api-client';
import type { FieldIssue } from '@alavanca/contracts/errors';
import { describe, expect, it } from 'vitest';
import { cardFieldIssues, checkoutErrorKey } from './checkout-errors';

/** A VALIDATION_FAILED error carrying the answer's issues, as the API client passes them on. */
function validationFailed(issues: FieldIssue[]) {
  return new ApiError('VALIDATION_FAILED', 400, 'Invalid request', issues);
}

describe('cardFieldIssues', () => {
  it('maps the server’s card issues to the form’s fields, keeping their catalog keys', () => {
    const error = validationFailed([
      { path: 'card.expiry', message: 'validation.cardExpiry' },
      { path: 'card.cvc', message: 'validation.cardCvc' },
      { path: 'plan', message: 'validation.invalidOption' },
    ]);
    expect(cardFieldIssues(error)).toEqual([
      { field: 'expiry', message: 'validation.cardExpiry' },
      { field: 'cvc', message: 'validation.cardCvc' },
    ]);
  });

  it('finds nothing in other errors, in a refusal without issues or in issues of other fields', () => {
    expect(cardFieldIssues(new ApiError('VALIDATION_FAILED', 400, 'Invalid request'))).toEqual([]);
    expect(cardFieldIssues(validationFailed([{ path: 'card', message: 'validation.required' }]))).toEqual([]);
    expect(cardFieldIssues(validationFailed([{ path: 'card.numberx', message: 'validation.cardNumber' }]))).toEqual([]);
    expect(
      cardFieldIssues(new ApiError('PAYMENT_DECLINED', 402, 'Declined', [{ path: 'card.number', message: 'x' }])),
    ).toEqual([]);
    expect(cardFieldIssues(new Error('boom'))).toEqual([]);
  });
});

describe('checkoutErrorKey', () => {
  it('names the error code’s message, or the general one for anything that is not an answer of the API', () => {
    expect(checkoutErrorKey(new ApiError('PAYMENT_PROVIDER_FAILED', 502, 'Bad gateway'))).toBe(
      'common:errors.PAYMENT_PROVIDER_FAILED',
    );
    expect(checkoutErrorKey(new ApiError('RATE_LIMITED', 429, 'Slow down'))).toBe('common:errors.RATE_LIMITED');
    expect(checkoutErrorKey(new TypeError('parse'))).toBe('common:errors.INTERNAL');
  });
});
