import type { ErrorCode } from '@alavanca/contracts/errors';
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export interface ApiAnswer {
  status: number;
  body?: unknown;
}

type Route = ApiAnswer | ((call: ApiCall) => ApiAnswer);

/** The server's error envelope for `code`. */
export function apiError(status: number, code: ErrorCode, message: string = code): ApiAnswer {
  return { status, body: { error: { code, message } } };
}

/**
 * Replaces `fetch` with a fake API answering `"METHOD /api/path"` routes with JSON, as the
 * server would; anything else is the server's 404 envelope. Returns the calls made, in order.
 */
export function stubApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call = { method, path: url.pathname, search: url.search, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const answer = route === undefined ? apiError(404, 'NOT_FOUND') : typeof route === 'function' ? route(call) : route;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: answer.body === undefined ? {} : { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

/** `GET /api/auth-config` with the given providers enabled. */
export function authConfig(oauthProviders: ('google' | 'github')[] = [], emailVerificationRequired = false): Route {
  return { status: 200, body: { oauthProviders, emailVerificationRequired } };
}
