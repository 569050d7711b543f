import type { DatabaseKind } from '@alavanca/contracts/health';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** How long a refused client waits before sending again, in seconds. */
const RETRY_AFTER_S = 1;

/**
 * Database operations that may wait before a new request is refused. The embedded database runs
 * one at a time on the main thread, each a few milliseconds; a PostgreSQL server's pool serves ten
 * at once. Measured with `npm run bench:load` (bench/README.md): enough to keep the database busy,
 * few enough that a request never waits behind more than a few dozen others.
 */
export const WAITING_LIMIT: Record<DatabaseKind, number> = { pglite: 16, postgres: 32 };

/**
 * When `waiting()` database operations reach `limit`, the instance answers a new API request 503
 * SERVER_BUSY with `Retry-After` at once, before reading it further or touching the database,
 * instead of putting it at the end of the queue: behind hundreds of statements every request
 * waited seconds (200 clients advancing months made an advance wait 2 s and a health check 1 s
 * though each took a few milliseconds), and a balancer took a busy instance for a dead one. What
 * waits on something else — a password hash, a language model's answer — holds no place. Nothing
 * was done for a refused request, so the web app sends it again after the pause (api-client.ts).
 * `exempt` requests are always taken: the health check, which must tell the truth quickly, and
 * the event streams.
 */
export function registerLoadShedding(
  api: FastifyInstance,
  options: { waiting: () => number; limit: number; exempt: (request: FastifyRequest) => boolean },
): void {
  api.addHook('onRequest', async (request) => {
    if (options.waiting() >= options.limit && !options.exempt(request)) {
      throw new AppError('SERVER_BUSY', undefined, undefined, { headers: { 'retry-after': String(RETRY_AFTER_S) } });
    }
  });
}
