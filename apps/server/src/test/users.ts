import { randomUUID } from 'node:crypto';
import { SignUpResponse } from '@alavanca/contracts/auth';
import type { SessionUser } from '@alavanca/contracts/session';
import type { Language } from '@alavanca/domain/constants';
import { request, type RawResponse } from './raw-request';

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
  overrides: Partial<{ name: string; email: string; password: string; language: Language; site: string }> = {},
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
    site: overrides.site,
  });
  if (response.status === 429) {
    throw new Error(
      'Sign-up was rate limited (60 an hour per address): ' + 'build the test app with `rateLimits: null`.',
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
 * requests need (see the origin check) and, to act as a user, their cookie. `site`: the public
 * origin the request is addressed as (its `Origin` and `Host`), for an app whose APP_URL is not
 * the address it listens at, as behind a proxy; default: `baseUrl`.
 */
export async function callApi(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: { body?: unknown; cookie?: string; site?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin: new URL(options.site ?? baseUrl).origin };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (options.site === undefined) return fetch(`${baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
  // fetch always sends the address's own Host.
  return toFetchResponse(
    await request(baseUrl, path, { method, headers: { ...headers, host: new URL(options.site).host }, body }),
  );
}

function toFetchResponse(raw: RawResponse): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  const bodyless = raw.status === 204 || raw.status === 304;
  return new Response(bodyless ? null : new Uint8Array(raw.body), { status: raw.status, headers });
}

/** `Set-Cookie` lines as one `Cookie` request header, dropping cookies being cleared. */
export function toCookieHeader(setCookieLines: string[]): string {
  return setCookieLines
    .map((line) => line.split(';', 1)[0] ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}
