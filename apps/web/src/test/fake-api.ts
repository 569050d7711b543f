import type { ErrorCode } from '@alavanca/contracts/errors';
import { UpdatePreferencesRequest, type UserPreferences } from '@alavanca/contracts/preferences';
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  /** The query string's parameters; only present when the URL has one. */
  query?: Record<string, string>;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Server-Sent Events answered in place of a JSON body (a text/event-stream), each event's data as JSON. */
  events?: { event: string; data: unknown }[];
}

/** An answer, or one made from the request; a promise holds the answer back until the test lets it go. */
export type Route = FakeAnswer | ((request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>);

/**
 * Stubs `fetch` at the HTTP boundary: answers `METHOD /api/path` from the table with real-shaped
 * JSON and records every request, so tests assert on what went over the wire.
 */
export function stubApi(routes: Record<string, Route>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const request = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      ...(url.search ? { query: Object.fromEntries(url.searchParams) } : {}),
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const answer = typeof route === 'function' ? await route(request) : (route ?? apiError(404, 'NOT_FOUND'));
    const status = answer.status ?? 200;
    if (answer.events) {
      const frames = answer.events.map(({ event, data }) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      return new Response(frames.join(''), { status, headers: { 'content-type': 'text/event-stream' } });
    }
    return new Response(answer.body === undefined || status === 204 ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const requestsTo = (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path);
  return { requests, fetchMock, requestsTo };
}

/** The server's error envelope for `code`. */
export function apiError(status: number, code: ErrorCode, message: string = code): FakeAnswer {
  return { status, body: { error: { code, message } } };
}

export const PREFERENCES: UserPreferences = {
  language: 'pt-BR',
  currency: 'BRL',
  dateFormat: 'DD/MM/YYYY',
  numberFormat: 'decimal',
  timezone: 'America/Sao_Paulo',
  country: 'BR',
  region: 'Brasil',
  businessType: null,
  role: null,
  experienceLevel: 'beginner',
  primaryObjective: null,
  customObjective: null,
  onboardingCompleted: false,
  skipTour: false,
  completedAt: null,
  openSections: [],
};

/** `GET` and `PATCH /api/preferences` over one stored copy: a save is what the next read returns. */
export function preferencesRoutes(initial: UserPreferences = PREFERENCES): Record<string, Route> {
  let current = initial;
  return {
    'GET /api/preferences': () => ({ body: current }),
    'PATCH /api/preferences': (request) => {
      const parsed = UpdatePreferencesRequest.safeParse(request.body);
      if (!parsed.success) return apiError(400, 'VALIDATION_FAILED');
      current = { ...current, ...parsed.data };
      return { body: current };
    },
  };
}
