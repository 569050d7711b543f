import type { DatabaseKind } from '@alavanca/contracts/health';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * API requests one instance works on at once. The embedded database runs one statement at a time
 * on the main thread; the PostgreSQL server takes several through the pool. Measured with
 * `npm run bench:load` (bench/README.md): enough to keep the database busy, few enough that a
 * request never queues behind more than a few dozen others.
 */
export const IN_FLIGHT_LIMIT: Record<DatabaseKind, number> = { pglite: 16, postgres: 64 };

/** How long a refused client waits before sending again, in seconds. */
const RETRY_AFTER_S = 1;

/**
 * Past `limit` API requests in flight, the instance answers a new one 503 SERVER_BUSY with
 * `Retry-After` at once, before reading it further or touching the database, instead of queueing
 * it: behind a queue of hundreds, every request waited seconds (200 clients advancing months made
 * an advance wait 2 s and a health check 1 s though each took a few milliseconds), and a balancer
 * took a busy instance for a dead one. Nothing was done for a refused request, so the web app
 * sends it again after the pause (api-client.ts). `exempt` requests are always taken: the health
 * check, which must tell the truth quickly, and the long-lived event streams, which hold no work.
 */
export function registerLoadShedding(
  api: FastifyInstance,
  options: { limit: number; exempt: (request: FastifyRequest) => boolean },
): void {
  let inFlight = 0;
  api.addHook('onRequest', async (request, reply) => {
    if (options.exempt(request)) return;
    if (inFlight >= options.limit) {
      throw new AppError('SERVER_BUSY', undefined, undefined, { headers: { 'retry-after': String(RETRY_AFTER_S) } });
    }
    inFlight += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      inFlight -= 1;
    };
    // 'close' comes when the answer is sent and when the client goes away first.
    reply.raw.once('close', release);
    reply.raw.once('finish', release);
  });
}
