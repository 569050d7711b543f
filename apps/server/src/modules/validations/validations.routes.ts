import {
  ExperimentParams,
  ExperimentProgressRequest,
  ValidationListQuery,
  ValidationRequest,
} from '@alavanca/contracts/validations';
import { IdParams } from '@alavanca/contracts/text';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/parse-input';
import type { RateLimiter } from '../../http/rate-limit';
import { requireUser } from '../../http/require-user';
import type { ValidationService } from './validations.service';

/**
 * `/api/validations`: the signed-in user's own idea validations only; another user's id answers
 * 404 exactly like an unknown one. Scores are computed here, never posted by the client.
 */
export function registerValidationRoutes(
  app: FastifyInstance,
  deps: { validations: ValidationService; rateLimiter: RateLimiter },
): void {
  const { validations, rateLimiter } = deps;

  app.post('/api/validations', async (request, reply) => {
    const user = await requireUser(request);
    const validation = await validations.create(user.id, parseInput(ValidationRequest, request.body));
    return reply.status(201).send({ validation });
  });

  app.get('/api/validations', async (request) => {
    const user = await requireUser(request);
    return validations.list(user.id, parseInput(ValidationListQuery, request.query));
  });

  app.get('/api/validations/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    return { validation: await validations.get(user.id, id) };
  });

  // The idea edited: a new version. It spends no unit, so a rate per user keeps a script from
  // filling the database with versions.
  app.patch('/api/validations/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const idea = parseInput(ValidationRequest, request.body);
    await rateLimiter.consume('revalidationsPerUser', user.id);
    return { validation: await validations.revalidate(user.id, id, idea) };
  });

  app.patch('/api/validations/:id/experiments/:key', async (request) => {
    const user = await requireUser(request);
    const { id, key } = parseInput(ExperimentParams, request.params);
    const progress = parseInput(ExperimentProgressRequest, request.body);
    return { validation: await validations.setExperiment(user.id, id, key, progress) };
  });

  app.delete('/api/validations/:id', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    await validations.remove(user.id, id);
    return reply.status(204).send();
  });
}
