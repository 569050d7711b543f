import { ErrorResponse, type ErrorCode, type FieldIssue } from '@alavanca/contracts/errors';
import type { z } from 'zod';
import { takeEarlyAnswer } from './early-answers';

/**
 * An error answered by the API, carrying the wire code the UI translates (`errors.<code>`) and,
 * for a refused request body (VALIDATION_FAILED), the server's issues: one per field, each with
 * its path (`card.number`) and the catalog key of its message.
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly issues: readonly FieldIssue[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Dispatched on `window` when the server answers 401 UNAUTHENTICATED: the session ended on the
 * server (revoked elsewhere, expired). The auth feature listens and signs the tab out.
 */
export const UNAUTHENTICATED_EVENT = 'alavanca:unauthenticated';

/** Announces that the server no longer knows this browser's session (`path` answered so). */
export function reportUnauthenticated(path: string): void {
  window.dispatchEvent(new CustomEvent(UNAUTHENTICATED_EVENT, { detail: { path } }));
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls the API on this origin and validates the answer against its contract schema. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<z.infer<S>> {
  // The page may already hold this read's answer (the server wrote it in for the first screen).
  const early = method === 'GET' ? takeEarlyAnswer(path) : undefined;
  if (early !== undefined) return schema.parse(early);
  const send = async (): Promise<Response> => {
    try {
      return await fetch(`/api${path}`, {
        method,
        signal,
        credentials: 'same-origin',
        headers:
          body === undefined
            ? { accept: 'application/json' }
            : { accept: 'application/json', 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError('SERVICE_UNAVAILABLE', 0, 'Network request failed');
    }
  };
  let response = await send();
  // A busy server did nothing with the request and says when to send it again.
  for (let retry = 1; retry <= BUSY_RETRIES; retry += 1) {
    const pause = await busyPause(response);
    if (pause === null) break;
    await new Promise((resolve) => setTimeout(resolve, pause));
    if (signal?.aborted) throw signal.reason;
    response = await send();
  }
  if (!response.ok) throw await readApiError(response, path);
  return schema.parse(await response.json().catch(() => undefined));
}

/** Times a request the server refused as busy (503 SERVER_BUSY) is sent again before its error shows. */
const BUSY_RETRIES = 2;
/** The longest pause a Retry-After may ask for before the request is sent again. */
const MAX_BUSY_PAUSE_MS = 5_000;

/** The pause a busy server asked for, in ms; null when the answer is anything else. */
async function busyPause(response: Response): Promise<number | null> {
  if (response.status !== 503) return null;
  const payload: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  const parsed = ErrorResponse.safeParse(payload);
  if (!parsed.success || parsed.data.error.code !== 'SERVER_BUSY') return null;
  const seconds = Number(response.headers.get('retry-after'));
  return Math.min(MAX_BUSY_PAUSE_MS, Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000);
}

/** The error a failed answer carries (its envelope's code, message and issues); reports a lost session. */
export async function readApiError(response: Response, path: string): Promise<ApiError> {
  const payload: unknown = await response.json().catch(() => undefined);
  const parsed = ErrorResponse.safeParse(payload);
  if (!parsed.success) return new ApiError('INTERNAL', response.status, `Unexpected ${response.status} answer`);
  if (response.status === 401 && parsed.data.error.code === 'UNAUTHENTICATED') reportUnauthenticated(path);
  const { code, message, issues } = parsed.data.error;
  return new ApiError(code, response.status, message, issues);
}
