import {
  MembersQuery,
  MessageRequest,
  PageQuery,
  ProfileRequest,
  ReportMessageRequest,
} from '@alavanca/contracts/community-network';
import { IdParams } from '@alavanca/contracts/text';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import type { MessageService } from './messages.service';
import type { NetworkService } from './network.service';

/**
 * The community's members and network for signed-in members (decision 036): the user's profile,
 * the directory, a member's profile, follows, blocks and mutes under `/api/community/members`, and
 * private conversations under `/api/community/conversations`.
 */
export function registerNetworkRoutes(
  app: FastifyInstance,
  deps: { network: NetworkService; messages: MessageService },
): void {
  const { network, messages } = deps;

  app.get('/api/community/profile', async (request) => {
    const user = await requireUser(request);
    return { profile: await network.profile(user.id) };
  });

  app.put('/api/community/profile', async (request) => {
    const user = await requireUser(request);
    return { profile: await network.saveProfile(user.id, parseInput(ProfileRequest, request.body)) };
  });

  app.get('/api/community/members', async (request) => {
    const user = await requireUser(request);
    return network.directory(user.id, parseInput(MembersQuery, request.query));
  });

  app.get('/api/community/members/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    return { member: await network.member(user.id, id) };
  });

  for (const [method, on] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/community/members/:id/follow',
      handler: async (request) => {
        const user = await requireUser(request);
        const { id } = parseInput(IdParams, request.params);
        return { member: await network.follow(user.id, id, on) };
      },
    });
    for (const kind of ['block', 'mute'] as const)
      app.route({
        method,
        url: `/api/community/members/:id/${kind}`,
        handler: async (request, reply) => {
          const user = await requireUser(request);
          const { id } = parseInput(IdParams, request.params);
          await network.relate(user.id, id, kind, on);
          return reply.status(204).send();
        },
      });
  }

  app.get('/api/community/relations', async (request) => {
    const user = await requireUser(request);
    return network.relations(user.id);
  });

  /** A message to a member, in the pair's conversation (made by the first one). */
  app.post('/api/community/members/:id/messages', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const { body } = parseInput(MessageRequest, request.body);
    return reply.status(201).send({ conversation: await messages.sendTo(user.id, id, body) });
  });

  app.get('/api/community/conversations', async (request) => {
    const user = await requireUser(request);
    return messages.conversations(user.id, parseInput(PageQuery, request.query).before);
  });

  app.get('/api/community/conversations/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const { before } = parseInput(PageQuery, request.query);
    return { conversation: await messages.conversation(user.id, id, before) };
  });

  app.post('/api/community/conversations/:id/messages', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const { body } = parseInput(MessageRequest, request.body);
    return reply.status(201).send({ conversation: await messages.reply(user.id, id, body) });
  });

  app.post('/api/community/messages/:id/reports', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    await messages.report(user.id, id, parseInput(ReportMessageRequest, request.body));
    return reply.status(204).send();
  });
}
