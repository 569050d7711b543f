import { RealtimeEvent, SESSION_ENDED_EVENT } from '@alavanca/contracts/notifications';
import { createServerSentEventParser } from '@alavanca/domain/text/server-sent-events';

/** A user's `GET /api/events` (or another stream, a community space's), read as it arrives: what a tab of theirs is told. */
export interface TestEventStream {
  /** The bus's events received so far. */
  events(): RealtimeEvent[];
  /**
   * Resolves with the first event that matches among those received after the first `since`
   * (all of them by default); rejects after `timeoutMs`.
   */
  waitFor(
    predicate: (event: RealtimeEvent) => boolean,
    options?: { since?: number; timeoutMs?: number },
  ): Promise<RealtimeEvent>;
  close(): void;
}

const WAIT_MS = 2_000;
const POLL_MS = 20;

/**
 * Opens the stream with the user's cookie and resolves once the server has subscribed it to the
 * bus (its first comment has arrived), so nothing published afterwards can be missed.
 */
export async function openTestEventStream(
  baseUrl: string,
  cookie: string,
  path = '/api/events',
): Promise<TestEventStream> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { accept: 'text/event-stream', cookie },
    signal: abort.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`The event stream answered ${response.status}.`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createServerSentEventParser();
  const received: RealtimeEvent[] = [];

  const take = (chunk: string) => {
    for (const event of parser.push(chunk)) {
      // The stream's own last word (session.ended) is not one of the bus's events.
      if (event.event === SESSION_ENDED_EVENT) continue;
      received.push(RealtimeEvent.parse(JSON.parse(event.data)));
    }
  };
  take((await reader.read()).value ?? '');
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        take(value);
      }
    } catch {
      // Closed by the test.
    }
  })();

  return {
    events: () => [...received],
    async waitFor(predicate, { since = 0, timeoutMs = WAIT_MS } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.slice(since).find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No matching event within ${timeoutMs} ms.`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
    close: () => abort.abort(),
  };
}
