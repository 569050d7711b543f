import { HealthResponse } from '@alavanca/contracts/health';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { MigrationJournal } from '../../db/migrations';
import { createHealthCheck } from './health.service';

const UNHEALTHY_STATUS = 503;

/** `GET /api/health`: 503 when degraded, so load balancers take the instance out. */
export function registerHealthRoutes(app: FastifyInstance, deps: { db: Database; journal: MigrationJournal }): void {
  const check = createHealthCheck(deps.db, deps.journal, (error) => {
    app.log.warn({ err: error }, 'database health check failed');
  });
  app.get('/api/health', async (_request, reply) => {
    const health = HealthResponse.parse(await check());
    if (health.status !== 'ok') reply.code(UNHEALTHY_STATUS);
    return health;
  });
}
