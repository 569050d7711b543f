import { randomUUID } from 'node:crypto';
import { SignUpResponse } from '@alavanca/contracts/auth';
import type { SessionUser } from '@alavanca/contracts/session';
import type { Language } from '@alavanca/domain/constants';

export interface TestUser {
  user: SessionUser;
  /** The value to send as the `Cookie` header to act as this user. */
  cookie: string;
  email: string;
  password: string;
}

/**
 * Creates an account through the real sign-up endpoint and returns its session cookie.
 * The server must run with e-mail verification off (the default without SMTP), and its
 * sign-up rate limit must allow the number of users a suite creates.
 */
export async function signUpTestUser(
  baseUrl: string,
  overrides: Partial<{ name: string; email: string; password: string; language: Language }> = {},
): Promise<TestUser> {
  const email = overrides.email ?? `user-${randomUUID()}@example.test`;
  const password = overrides.password ?? 'correct horse battery staple';
  const response = await callApi(baseUrl, 'POST', '/api/account', {
    body: {
      name: overrides.name ?? 'Test User',
      email,
      password,
      ...(overrides.language ? { language: overrides.language } : {}),
    },
  });
  if (response.status === 429) {
    throw new Error(
      'Sign-up was rate limited (5 an hour per address): ' + 'build the test app with `rateLimits: null`.',
    );
  }
  if (response.status !== 201) {
    throw new Error(`Sign-up failed with ${response.status}: ${await response.text()}`);
  }
  const { user } = SignUpResponse.parse(await response.json());
  const cookie = toCookieHeader(response.headers.getSetCookie());
  if (!user || cookie === '') {
    throw new Error('Sign-up did not sign the user in: is e-mail verification required?');
  }
  return { user, cookie, email, password };
}

/**
 * A request as the web app sends it: JSON body, the `Origin` header that state-changing API
 * requests need (see the origin check) and, to act as a user, their cookie.
 */
export function callApi(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin: new URL(baseUrl).origin };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  return fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
}

/** `Set-Cookie` lines as one `Cookie` request header, dropping cookies being cleared. */
export function toCookieHeader(setCookieLines: string[]): string {
  return setCookieLines
    .map((line) => line.split(';', 1)[0] ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}
