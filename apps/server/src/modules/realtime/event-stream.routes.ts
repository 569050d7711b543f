import { SESSION_ENDED_EVENT, type RealtimeEvent } from '@alavanca/contracts/notifications';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../../http/require-user';
import { toWebHeaders } from '../../http/web-request';
import type { EventBus } from './event-bus';
import { EventThrottle } from './event-throttle';

/**
 * Under the 30-60 s after which proxies and browsers drop a silent connection. Each beat also
 * re-checks the session: the announced session changes end a stream at once, and the beat
 * bounds how long one whose announcement was lost stays open.
 */
export const HEARTBEAT_MS = 20_000;

/**
 * Streams one user may keep open on one instance. A browser holds at most 6 connections to a
 * host over HTTP/1.1, so this is four browsers or devices at that limit with room to spare; yet
 * it bounds what one account (or a script with its cookie) ties up, as each stream keeps a
 * socket, a bus listener and a timer until it ends.
 */
export const MAX_STREAMS_PER_USER = 24;

/** Server-Sent Events in their wire format: https://html.spec.whatwg.org/multipage/server-sent-events.html */
export function formatEvent(event: RealtimeEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** Data is required: a browser drops an event whose data is empty. */
const SESSION_ENDED_FRAME = `event: ${SESSION_ENDED_EVENT}\ndata: {}\n\n`;

/** Calls `listener` whenever a session of `userId` may have changed; returns the way to stop. */
export type WatchSessions = (userId: string, listener: () => void) => () => void;

/** Streams of events over Server-Sent Events: the tab's own, and a community space's (decision 036). */
export interface EventStreams {
  /**
   * Answers `request` with a stream of the events published to `audience` (the user's own id, or
   * a group's name such as a community space's), for as long as the session of `userId` lasts.
   */
  open(request: FastifyRequest, reply: FastifyReply, userId: string, audience: string): void;
}

/**
 * The streams open on this instance, at most MAX_STREAMS_PER_USER per user whatever they carry.
 * The browser's EventSource reconnects by itself; the app adds back-off on top. When the stream's
 * session ends, its last event says so, and the tab signs out without waiting for a request.
 */
export function createEventStreams(
  app: FastifyInstance,
  deps: { bus: EventBus; watchSessions: WatchSessions; securityHeaders: Record<string, string> },
): EventStreams {
  // Each user's streams in the order they opened (a Set keeps insertion order): the first is the oldest.
  const openByUser = new Map<string, Set<() => void>>();
  // Streams never finish by themselves: closing the server ends them, or it would wait forever.
  app.addHook('preClose', (done) => {
    for (const streams of openByUser.values()) for (const close of [...streams]) close();
    done();
  });

  return {
    open(request, reply, userId, audience) {
      const streams = openByUser.get(userId) ?? new Set<() => void>();
      // The newest tab is the one the person is looking at; the oldest is likeliest forgotten or gone.
      const oldest = streams.size >= MAX_STREAMS_PER_USER ? streams.values().next().value : undefined;
      if (oldest) {
        request.log.info({ userId }, "closed the user's oldest event stream: too many were open");
        oldest();
      }
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        ...deps.securityHeaders,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Reverse proxies (nginx) would otherwise hold events back in their buffers.
        'x-accel-buffering': 'no',
      });
      // A first line, so the browser sees the stream open (and fires `open`) at once.
      response.write(': connected\n\n');

      const throttle = new EventThrottle((event) => response.write(formatEvent(event)));
      const unsubscribe = deps.bus.subscribe(audience, (event) => throttle.push(event));
      const headers = toWebHeaders(request);
      /** Whether the session still lasts; ends the stream, saying why, when it does not. */
      const checkSession = async (): Promise<boolean> => {
        try {
          const current = await request.server.lookUpSessionUser(headers);
          if (!streams.has(close)) return false;
          if (current?.id === userId) return true;
          response.write(SESSION_ENDED_FRAME);
          close();
        } catch (error) {
          request.log.warn({ err: error }, 'event stream session check failed');
        }
        return false;
      };
      const heartbeat = setInterval(() => {
        void checkSession().then((lasts) => lasts && response.write(': heartbeat\n\n'));
      }, HEARTBEAT_MS);
      const unwatch = deps.watchSessions(userId, () => void checkSession());

      function close() {
        if (!streams.delete(close)) return;
        if (streams.size === 0) openByUser.delete(userId);
        clearInterval(heartbeat);
        unwatch();
        throttle.stop();
        unsubscribe();
        response.end();
      }
      streams.add(close);
      openByUser.set(userId, streams);
      request.raw.on('close', close);
    },
  };
}

/** `GET /api/events`: one stream per signed-in tab (the session cookie authenticates it), of the user's own events. */
export function registerEventStreamRoutes(app: FastifyInstance, streams: EventStreams): void {
  app.get('/api/events', async (request, reply) => {
    const user = await requireUser(request);
    streams.open(request, reply, user.id, user.id);
  });
}
