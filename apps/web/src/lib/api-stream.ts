import { createServerSentEventParser, type ServerSentEvent } from '@alavanca/domain/text/server-sent-events';
import { ApiError, readApiError } from './api-client';

/**
 * POSTs to the API and reads its answer as Server-Sent Events while it arrives (an EventSource
 * cannot POST). A refusal before the stream (400, 403, 404…) throws its ApiError, as apiRequest
 * does; a connection lost mid-stream throws SERVICE_UNAVAILABLE.
 */
export async function* postEventStream(
  path: string,
  body: unknown,
  signal?: AbortSignal,
): AsyncGenerator<ServerSentEvent> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: 'POST',
      signal,
      credentials: 'same-origin',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError('SERVICE_UNAVAILABLE', 0, 'Network request failed');
  }
  if (!response.ok) throw await readApiError(response, path);
  if (!response.body) throw new ApiError('INTERNAL', response.status, 'The answer has no body');
  const parser = createServerSentEventParser();
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError('SERVICE_UNAVAILABLE', 0, 'The answer was cut off');
  } finally {
    reader.releaseLock();
  }
  yield* parser.push(decoder.decode());
  yield* parser.end();
}
