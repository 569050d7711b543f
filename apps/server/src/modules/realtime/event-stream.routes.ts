import type { RealtimeEvent } from '@alavanca/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/require-user';
import { toWebHeaders } from '../../http/web-request';
import type { EventBus } from './event-bus';
import { EventThrottle } from './event-throttle';

/**
 * Under the 30-60 s after which proxies and browsers drop a silent connection; each beat also
 * re-checks the session, so a sign-out elsewhere closes the stream within this time.
 */
export const HEARTBEAT_MS = 20_000;

/** Server-Sent Events in their wire format: https://html.spec.whatwg.org/multipage/server-sent-events.html */
export function formatEvent(event: RealtimeEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * `GET /api/events`: one stream per signed-in tab (the session cookie authenticates it). The
 * browser's EventSource reconnects by itself; the app adds back-off on top.
 */
export function registerEventStreamRoutes(
  app: FastifyInstance,
  deps: { bus: EventBus; securityHeaders: Record<string, string> },
): void {
  const open = new Set<() => void>();
  // Streams never finish by themselves: closing the server ends them, or it would wait forever.
  app.addHook('preClose', (done) => {
    for (const close of open) close();
    done();
  });

  app.get('/api/events', async (request, reply) => {
    const user = await requireUser(request);
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
    const unsubscribe = deps.bus.subscribe(user.id, (event) => throttle.push(event));
    const headers = toWebHeaders(request);
    const heartbeat = setInterval(() => {
      request.server
        .lookUpSessionUser(headers)
        .then((current) => {
          if (current?.id === user.id) response.write(': heartbeat\n\n');
          else close();
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'event stream session check failed'));
    }, HEARTBEAT_MS);

    function close() {
      if (!open.delete(close)) return;
      clearInterval(heartbeat);
      throttle.stop();
      unsubscribe();
      response.end();
    }
    open.add(close);
    request.raw.on('close', close);
  });
}
