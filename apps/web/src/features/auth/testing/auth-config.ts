import type { FakeAnswer } from '@/test/fake-api';

/** `GET /api/auth-config` with the given providers enabled. */
export function authConfig(
  oauthProviders: ('google' | 'github')[] = [],
  emailVerificationRequired = false,
): FakeAnswer {
  return { status: 200, body: { oauthProviders, emailVerificationRequired } };
}
