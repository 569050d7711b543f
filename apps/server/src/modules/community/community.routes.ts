import {
  AcceptAnswerRequest,
  CreateTopicRequest,
  FlagRequest,
  PostBodyRequest,
  ReactionParams,
  ReplyRequest,
  SearchQuery,
  SimilarQuery,
  TopicsQuery,
} from '@alavanca/contracts/community';
import { IdParams, text } from '@alavanca/contracts/text';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import type { EventStreams } from '../realtime/event-stream.routes';
import { spaceAudience, type CommunityService } from './community.service';

/** `?space=pt-BR/introductions`: the space whose topics are listed. */
const SpaceQuery = TopicsQuery.extend({ space: text().pipe(z.string().max(60)) });

/** `/api/community`: spaces, topics, posts, reactions and search, for signed-in members (decision 036). */
export function registerCommunityRoutes(
  app: FastifyInstance,
  deps: { community: CommunityService; streams: EventStreams },
): void {
  const { community } = deps;

  /** `?space=`: the space's own stream, open while one of its screens is: its changes, as they commit. */
  app.get('/api/community/events', async (request, reply) => {
    const user = await requireUser(request);
    const { space } = parseInput(SpaceQuery, request.query);
    await community.checkSpace(user.id, space);
    deps.streams.open(request, reply, user.id, spaceAudience(space));
  });

  app.get('/api/community/spaces', async (request) => {
    const user = await requireUser(request);
    return { spaces: await community.spaces(user.id) };
  });

  app.get('/api/community/topics', async (request) => {
    const user = await requireUser(request);
    const { space, before } = parseInput(SpaceQuery, request.query);
    return community.topics(user.id, space, before);
  });

  app.get('/api/community/search', async (request) => {
    const user = await requireUser(request);
    return community.search(user.id, parseInput(SearchQuery, request.query));
  });

  /** The topics like a title being typed, shown before a new topic is sent. */
  app.get('/api/community/similar', async (request) => {
    const user = await requireUser(request);
    const { space, title } = parseInput(SimilarQuery, request.query);
    return { topics: await community.similar(user.id, space, title) };
  });

  app.post('/api/community/topics', async (request, reply) => {
    const user = await requireUser(request);
    const input = parseInput(CreateTopicRequest, request.body);
    return reply.status(201).send({ topic: await community.createTopic(user.id, input) });
  });

  app.get('/api/community/topics/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    return { topic: await community.topic(user.id, id) };
  });

  app.post('/api/community/topics/:id/posts', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    return reply
      .status(201)
      .send({ topic: await community.reply(user.id, id, parseInput(ReplyRequest, request.body)) });
  });

  app.put('/api/community/topics/:id/accepted', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const { postId } = parseInput(AcceptAnswerRequest, request.body);
    return { topic: await community.accept(user.id, id, postId) };
  });

  app.put('/api/community/posts/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const { body } = parseInput(PostBodyRequest, request.body);
    return { topic: await community.edit(user.id, id, body) };
  });

  app.delete('/api/community/posts/:id', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    await community.remove(user.id, id);
    return reply.status(204).send();
  });

  app.get('/api/community/posts/:id/evidence', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    return { evidence: await community.evidence(user.id, id) };
  });

  app.get('/api/community/posts/:id/versions', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    return { versions: await community.versions(user.id, id) };
  });

  app.post('/api/community/posts/:id/flags', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const { reason } = parseInput(FlagRequest, request.body);
    return community.flag(user.id, id, reason);
  });

  app.put('/api/community/posts/:id/reactions/:kind', async (request) => {
    const user = await requireUser(request);
    const { id, kind } = parseInput(ReactionParams, request.params);
    return { topic: await community.react(user.id, id, kind, true) };
  });

  app.delete('/api/community/posts/:id/reactions/:kind', async (request) => {
    const user = await requireUser(request);
    const { id, kind } = parseInput(ReactionParams, request.params);
    return { topic: await community.react(user.id, id, kind, false) };
  });
}
