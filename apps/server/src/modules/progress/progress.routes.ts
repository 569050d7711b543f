import type { FastifyInstance } from 'fastify';
import { AchievementParams } from '@alavanca/contracts/progress';
import { FILE_ONLY_ROUTE } from '../../http/file-only';
import { parseInput } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import type { AchievementCredentials } from './achievement-credential';
import type { ProgressService, ProgressSources } from './progress.service';

/** `/api/progress`: the signed-in user's own competences and achievements, nobody else's. */
export function registerProgressRoutes(
  app: FastifyInstance,
  deps: { progress: ProgressService; sources: ProgressSources; credentials: AchievementCredentials },
): void {
  app.get('/api/progress', async (request) => {
    const user = await requireUser(request);
    return { progress: await deps.progress.view(user.id, deps.sources) };
  });

  /** An earned achievement as a signed Open Badges 3.0 credential, to download (decision 034). */
  app.get('/api/progress/achievements/:id/credential', FILE_ONLY_ROUTE, async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(AchievementParams, request.params);
    const file = await deps.credentials.download(user, id);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.data);
  });
}
