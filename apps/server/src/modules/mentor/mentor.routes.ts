import {
  AskRequest,
  CreateConversationRequest,
  UpdateConversationRequest,
  type MentorStreamEvent,
} from '@alavanca/contracts/mentor';
import { IdParams } from '@alavanca/contracts/text';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';
import { parseInput } from '../../http/parse-input';
import type { RateLimiter } from '../../http/rate-limit';
import { requireUser } from '../../http/require-user';
import type { MentorService, PendingAnswer } from './mentor.service';

function frame({ event, data }: MentorStreamEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Sends an answer as Server-Sent Events over the POST's own response (a fetch reads it; an
 * EventSource cannot POST). The question is stored and its unit spent before the first byte;
 * a reader who leaves mid-answer stops the writing, and what was written is kept.
 */
function streamAnswer(request: FastifyRequest, reply: FastifyReply, pending: PendingAnswer): FastifyReply {
  const body = new PassThrough();
  const reader = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) reader.abort();
  });
  const send = (event: MentorStreamEvent) => {
    if (!body.writableEnded) body.write(frame(event));
  };
  send({ event: 'question', data: pending.question });
  void pending
    .run(
      { delta: (text) => send({ event: 'delta', data: { text } }), reset: () => send({ event: 'reset', data: {} }) },
      reader.signal,
    )
    .then((answer) => send({ event: 'done', data: answer }))
    .catch((error: unknown) => {
      request.log.error({ err: error }, 'A mentor answer failed.');
      send({ event: 'error', data: { code: 'INTERNAL' } });
    })
    .finally(() => body.end());
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    .send(body);
}

/**
 * `/api/mentor`: the signed-in user's own conversations only; another user's id answers 404
 * exactly like an unknown one. Answers are written here, never posted by the client.
 */
export function registerMentorRoutes(
  app: FastifyInstance,
  deps: { mentor: MentorService; rateLimiter: RateLimiter },
): void {
  const { mentor, rateLimiter } = deps;

  app.get('/api/mentor/engine', async (request) => {
    await requireUser(request);
    return mentor.engine();
  });

  app.get('/api/mentor/suggestions', async (request) => {
    const user = await requireUser(request);
    return mentor.suggestions(user.id);
  });

  app.get('/api/mentor/conversations', async (request) => {
    const user = await requireUser(request);
    return mentor.list(user.id);
  });

  app.post('/api/mentor/conversations', async (request, reply) => {
    const user = await requireUser(request);
    const body = parseInput(CreateConversationRequest, request.body ?? {});
    await rateLimiter.consume('mentorConversationsPerUser', user.id);
    return reply.status(201).send({ conversation: await mentor.create(user.id, body) });
  });

  app.get('/api/mentor/conversations/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    return { conversation: await mentor.get(user.id, id) };
  });

  app.patch('/api/mentor/conversations/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const patch = parseInput(UpdateConversationRequest, request.body);
    return { conversation: await mentor.update(user.id, id, patch) };
  });

  app.delete('/api/mentor/conversations/:id', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    await mentor.remove(user.id, id);
    return reply.status(204).send();
  });

  app.post('/api/mentor/conversations/:id/messages', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const ask = parseInput(AskRequest, request.body);
    await rateLimiter.consume('mentorQuestionsPerUser', user.id);
    return streamAnswer(request, reply, await mentor.ask(user.id, id, ask));
  });

  app.post('/api/mentor/conversations/:id/regenerate', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    await rateLimiter.consume('mentorQuestionsPerUser', user.id);
    return streamAnswer(request, reply, await mentor.regenerate(user.id, id));
  });
}
