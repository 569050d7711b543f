import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/require-user';
import type { ProgressService } from './progress.service';

/** `/api/progress`: the signed-in user's own competences and achievements, nobody else's. */
export function registerProgressRoutes(app: FastifyInstance, deps: { progress: ProgressService }): void {
  app.get('/api/progress', async (request) => {
    const user = await requireUser(request);
    return { progress: await deps.progress.view(user.id) };
  });
}
