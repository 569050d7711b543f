import { REALTIME_EVENT_TYPES, RealtimeEvent, SESSION_ENDED_EVENT } from '@alavanca/contracts/notifications';
import { useEffect, useEffectEvent } from 'react';

/** The server's Server-Sent Events endpoint: one stream per signed-in tab, on this origin. */
export const EVENT_STREAM_PATH = '/api/events';

/**
 * Reconnection back-off: the first retry 1 s after a failure, doubling up to 30 s between tries,
 * back to 1 s once a connection opens. A server that is down or restarting is not hammered by
 * every open tab, and a short blip is over in a second.
 */
export const RECONNECT_DELAY_MS = { initial: 1_000, max: 30_000 } as const;

export interface EventStreamHandlers {
  /** The stream's address: the tab's own by default, or a community space's. */
  path?: string;
  onEvent: (event: RealtimeEvent) => void;
  /** The stream opened again after it had failed: events sent in between were missed. */
  onReconnect?: () => void;
  /**
   * The server ended the stream because the session it was opened with ended. This browser may
   * hold a newer session (a password change here replaces it), so the caller checks before
   * signing out; meanwhile the stream reconnects as after any failure.
   */
  onSessionEnded?: () => void;
}

export interface EventStreamConnection {
  close: () => void;
}

function parseEvent(data: unknown): RealtimeEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = RealtimeEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Opens the event stream and keeps it open until `close()`. On any error the EventSource is
 * closed and a new one opened after the back-off delay: the browser's own reconnection retries
 * every few seconds forever, and would not slow down for a server that keeps failing.
 */
export function connectEventStream({
  path = EVENT_STREAM_PATH,
  onEvent,
  onReconnect,
  onSessionEnded,
}: EventStreamHandlers): EventStreamConnection {
  // Old browsers and test environments without EventSource simply get no live updates.
  if (typeof EventSource === 'undefined') return { close: () => {} };

  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let delay: number = RECONNECT_DELAY_MS.initial;
  let failedBefore = false;
  let closed = false;

  const onMessage = (message: MessageEvent) => {
    const event = parseEvent(message.data);
    if (event) onEvent(event);
  };

  function open() {
    const current = new EventSource(path);
    source = current;
    current.addEventListener('open', () => {
      delay = RECONNECT_DELAY_MS.initial;
      if (failedBefore) onReconnect?.();
      failedBefore = false;
    });
    for (const type of REALTIME_EVENT_TYPES) current.addEventListener(type, onMessage);
    current.addEventListener(SESSION_ENDED_EVENT, () => onSessionEnded?.());
    current.addEventListener('error', () => {
      current.close();
      if (closed || source !== current) return;
      source = null;
      failedBefore = true;
      retryTimer = setTimeout(open, delay);
      delay = Math.min(delay * 2, RECONNECT_DELAY_MS.max);
    });
  }

  open();
  return {
    close() {
      closed = true;
      clearTimeout(retryTimer);
      source?.close();
      source = null;
    },
  };
}

/** Keeps an event stream (this tab's own unless `path` names another) open while the calling component is mounted. */
export function useEventStream({ path, onEvent, onReconnect, onSessionEnded }: EventStreamHandlers): void {
  const handleEvent = useEffectEvent(onEvent);
  const handleReconnect = useEffectEvent(() => onReconnect?.());
  const handleSessionEnded = useEffectEvent(() => onSessionEnded?.());
  useEffect(() => {
    const connection = connectEventStream({
      path,
      onEvent: (event) => handleEvent(event),
      onReconnect: () => handleReconnect(),
      onSessionEnded: () => handleSessionEnded(),
    });
    return () => connection.close();
  }, [path]);
}
