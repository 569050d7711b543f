import { CreatePitchRequest, PitchAnalysisParams, UpdatePitchRequest } from '@alavanca/contracts/pitches';
import { IdParams } from '@alavanca/contracts/text';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/parse-input';
import type { RateLimiter } from '../../http/rate-limit';
import { requireUser } from '../../http/require-user';
import type { PitchService } from './pitches.service';

/**
 * `/api/pitches`: the signed-in user's own pitches only; another user's id answers 404 exactly
 * like an unknown one (decision 032).
 */
export function registerPitchRoutes(
  app: FastifyInstance,
  deps: { pitches: PitchService; rateLimiter: RateLimiter },
): void {
  const { pitches, rateLimiter } = deps;
  // A write or an analysis may store a row and spends no unit of the plan: a rate per user keeps a
  // script from filling the database.
  const write = (userId: string) => rateLimiter.consume('pitchWritesPerUser', userId);

  app.post('/api/pitches', async (request, reply) => {
    const user = await requireUser(request);
    const body = parseInput(CreatePitchRequest, request.body);
    await write(user.id);
    return reply.status(201).send({ pitch: await pitches.create(user.id, body) });
  });

  app.get('/api/pitches', async (request) => {
    const user = await requireUser(request);
    return { pitches: await pitches.list(user.id) };
  });

  app.get('/api/pitches/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    return { pitch: await pitches.get(user.id, id) };
  });

  app.patch('/api/pitches/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const body = parseInput(UpdatePitchRequest, request.body);
    await write(user.id);
    return { pitch: await pitches.update(user.id, id, body) };
  });

  app.delete('/api/pitches/:id', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    await pitches.remove(user.id, id);
    return reply.status(204).send();
  });

  app.post('/api/pitches/:id/analyses', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    await write(user.id);
    return reply.status(201).send({ analysis: await pitches.analyse(user.id, id) });
  });

  app.post('/api/pitches/:id/board', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    // A question to four mentors at once: counted as the mentor's questions are, since Pro and
    // Enterprise have no limit and a configured model is paid per token.
    await rateLimiter.consume('mentorQuestionsPerUser', user.id);
    return { board: await pitches.board(user.id, id) };
  });

  app.get('/api/pitches/:id/analyses/:number', async (request) => {
    const user = await requireUser(request);
    const { id, number } = parseInput(PitchAnalysisParams, request.params);
    return { analysis: await pitches.analysis(user.id, id, number) };
  });
}
