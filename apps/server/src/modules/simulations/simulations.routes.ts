import {
  AdvanceMonthRequest,
  CreateSimulationRequest,
  DuplicateSimulationRequest,
  ReplaySimulationRequest,
  SimulationListQuery,
} from '@alavanca/contracts/simulations';
import { IdParams } from '@alavanca/contracts/text';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/parse-input';
import type { RateLimiter } from '../../http/rate-limit';
import { requireUser } from '../../http/require-user';
import type { SimulationService } from './simulations.service';

/**
 * `/api/simulations`: the signed-in user's own simulations only; another user's id answers 404
 * exactly like an unknown one. Months are computed here, never posted by the client.
 */
export function registerSimulationRoutes(
  app: FastifyInstance,
  deps: { simulations: SimulationService; rateLimiter: RateLimiter },
): void {
  const { simulations, rateLimiter } = deps;

  app.post('/api/simulations', async (request, reply) => {
    const user = await requireUser(request);
    const simulation = await simulations.create(user.id, parseInput(CreateSimulationRequest, request.body));
    return reply.status(201).send({ simulation });
  });

  app.get('/api/simulations', async (request) => {
    const user = await requireUser(request);
    return simulations.list(user.id, parseInput(SimulationListQuery, request.query));
  });

  app.get('/api/simulations/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    return { simulation: await simulations.get(user.id, id) };
  });

  app.post('/api/simulations/:id/months', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    return { simulation: await simulations.advance(user.id, id, parseInput(AdvanceMonthRequest, request.body)) };
  });

  app.post('/api/simulations/:id/finish', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    return { simulation: await simulations.finish(user.id, id) };
  });

  app.post('/api/simulations/:id/duplicate', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    // The body is optional: no body duplicates with the defaults.
    const options = parseInput(DuplicateSimulationRequest, request.body ?? {});
    return reply.status(201).send({ simulation: await simulations.duplicate(user.id, id, options) });
  });

  app.post('/api/simulations/:id/replay', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const options = parseInput(ReplaySimulationRequest, request.body);
    await rateLimiter.consume('replaysPerUser', user.id);
    return reply.status(201).send({ simulation: await simulations.replay(user.id, id, options) });
  });

  app.delete('/api/simulations/:id', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    await simulations.remove(user.id, id);
    return reply.status(204).send();
  });
}
