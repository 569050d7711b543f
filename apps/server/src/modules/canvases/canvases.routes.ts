import {
  CanvasSimulationRequest,
  CanvasVersionParams,
  CreateCanvasRequest,
  UpdateCanvasRequest,
} from '@alavanca/contracts/canvases';
import { IdParams } from '@alavanca/contracts/text';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/parse-input';
import type { RateLimiter } from '../../http/rate-limit';
import { requireUser } from '../../http/require-user';
import type { CanvasService } from './canvases.service';

/**
 * `/api/canvases`: the signed-in user's own canvases only; another user's id answers 404 exactly
 * like an unknown one (decision 031).
 */
export function registerCanvasRoutes(
  app: FastifyInstance,
  deps: { canvases: CanvasService; rateLimiter: RateLimiter },
): void {
  const { canvases, rateLimiter } = deps;
  // Each write may store a version and spends no unit of the plan: a rate per user keeps a script
  // from filling the database.
  const write = (userId: string) => rateLimiter.consume('canvasWritesPerUser', userId);

  app.post('/api/canvases', async (request, reply) => {
    const user = await requireUser(request);
    const body = parseInput(CreateCanvasRequest, request.body);
    await write(user.id);
    const canvas = await canvases.create(user.id, body);
    return reply.status(201).send({ canvas });
  });

  app.get('/api/canvases', async (request) => {
    const user = await requireUser(request);
    return { canvases: await canvases.list(user.id) };
  });

  app.get('/api/canvases/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    return { canvas: await canvases.get(user.id, id) };
  });

  app.patch('/api/canvases/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const body = parseInput(UpdateCanvasRequest, request.body);
    await write(user.id);
    return { canvas: await canvases.update(user.id, id, body) };
  });

  app.delete('/api/canvases/:id', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    await canvases.remove(user.id, id);
    return reply.status(204).send();
  });

  app.get('/api/canvases/:id/versions', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    return { versions: await canvases.versions(user.id, id) };
  });

  app.get('/api/canvases/:id/versions/:version', async (request) => {
    const user = await requireUser(request);
    const { id, version } = parseInput(CanvasVersionParams, request.params);
    return { canvas: await canvases.version(user.id, id, version) };
  });

  app.post('/api/canvases/:id/versions/:version/restore', async (request) => {
    const user = await requireUser(request);
    const { id, version } = parseInput(CanvasVersionParams, request.params);
    await write(user.id);
    return { canvas: await canvases.restore(user.id, id, version) };
  });

  app.put('/api/canvases/:id/simulation', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const { simulationId } = parseInput(CanvasSimulationRequest, request.body);
    await write(user.id);
    return { canvas: await canvases.testIn(user.id, id, simulationId) };
  });
}
