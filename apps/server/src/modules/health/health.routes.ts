import { HealthResponse } from '@alavanca/contracts/health';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { MigrationJournal } from '../../db/migrations';
import { checkHealth } from './health.service';

const UNHEALTHY_STATUS = 503;

/** `GET /api/health`: 503 when degraded, so load balancers take the instance out. */
export function registerHealthRoutes(app: FastifyInstance, deps: { db: Database; journal: MigrationJournal }): void {
  app.get('/api/health', async (request, reply) => {
    const health = HealthResponse.parse(
      await checkHealth(deps.db, deps.journal, (error) => {
        request.log.warn({ err: error }, 'database health check failed');
      }),
    );
    if (health.status !== 'ok') reply.code(UNHEALTHY_STATUS);
    return health;
  });
}
