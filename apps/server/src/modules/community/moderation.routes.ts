import { MemberActionRequest, MessageActionRequest, PostActionRequest } from '@alavanca/contracts/community-moderation';
import { IdParams } from '@alavanca/contracts/text';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import type { ModerationService } from './moderation.service';

/**
 * `/api/community/moderation`: the queue, the actions and the log, for operators (every space and
 * the reported private messages) and classes' teachers (their classes' spaces); anyone else gets
 * 403 (decision 036).
 */
export function registerModerationRoutes(app: FastifyInstance, deps: { moderation: ModerationService }): void {
  const { moderation } = deps;

  app.get('/api/community/moderation/access', async (request) => {
    const user = await requireUser(request);
    return moderation.access(user.id);
  });

  app.get('/api/community/moderation/queue', async (request) => {
    const user = await requireUser(request);
    return moderation.queue(user.id);
  });

  app.post('/api/community/moderation/posts/:id', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    await moderation.actOnPost(user.id, id, parseInput(PostActionRequest, request.body));
    return reply.status(204).send();
  });

  /** A reported private message: its reports dismissed, or the message deleted (operators only). */
  app.post('/api/community/moderation/messages/:id', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    await moderation.actOnMessage(user.id, id, parseInput(MessageActionRequest, request.body));
    return reply.status(204).send();
  });

  app.post('/api/community/moderation/members/:id', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    await moderation.actOnMember(user.id, id, parseInput(MemberActionRequest, request.body));
    return reply.status(204).send();
  });

  app.get('/api/community/moderation/log', async (request) => {
    const user = await requireUser(request);
    return { entries: await moderation.log(user.id) };
  });
}
