import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/require-user';
import type { ProgressService, ProgressSources } from './progress.service';

/** `/api/progress`: the signed-in user's own competences and achievements, nobody else's. */
export function registerProgressRoutes(
  app: FastifyInstance,
  deps: { progress: ProgressService; sources: ProgressSources },
): void {
  app.get('/api/progress', async (request) => {
    const user = await requireUser(request);
    return { progress: await deps.progress.view(user.id, deps.sources) };
  });
}
