import { ApiError } from '@/lib/api-client';
import { describe, expect, it } from 'vitest';
import { errorMessageKey, signInErrorMessageKey } from './error-message';

describe('auth error messages', () => {
  it('maps a server code to its catalog key', () => {
    expect(errorMessageKey(new ApiError('EMAIL_IN_USE', 409, 'User already registered'))).toBe('errors.EMAIL_IN_USE');
  });

  it('uses the general error for an unreachable server or an unexpected failure', () => {
    expect(errorMessageKey(new ApiError('SERVICE_UNAVAILABLE', 0, 'Network request failed'))).toBe('errors.INTERNAL');
    expect(errorMessageKey(new Error('boom'))).toBe('errors.INTERNAL');
  });

  it('treats any 401 on sign-in as invalid credentials', () => {
    expect(signInErrorMessageKey(new ApiError('UNAUTHENTICATED', 401, 'x'))).toBe('errors.INVALID_CREDENTIALS');
    expect(signInErrorMessageKey(new ApiError('RATE_LIMITED', 429, 'x'))).toBe('errors.RATE_LIMITED');
  });
});
