import { ReviewCreate, ReviewListQuery, ReviewRequestCreate } from '@alavanca/contracts/community-reviews';
import { IdParams } from '@alavanca/contracts/text';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import type { ReviewService } from './reviews.service';

/** `/api/community/reviews`: peer review of founders' validations and pitches (decision 036). */
export function registerReviewRoutes(app: FastifyInstance, deps: { reviews: ReviewService }): void {
  const { reviews } = deps;

  app.post('/api/community/reviews', async (request, reply) => {
    const user = await requireUser(request);
    const body = parseInput(ReviewRequestCreate, request.body);
    return reply.status(201).send({ request: await reviews.ask(user.id, body) });
  });

  /** The queue (`?businessType=`), or the user's own requests (`/mine`, `?source=` for one item). */
  app.get('/api/community/reviews', async (request) => {
    const user = await requireUser(request);
    const { businessType } = parseInput(ReviewListQuery, request.query);
    return { requests: await reviews.list(user.id, { businessType, mine: false }) };
  });

  app.get('/api/community/reviews/mine', async (request) => {
    const user = await requireUser(request);
    const { source } = parseInput(ReviewListQuery, request.query);
    return { requests: await reviews.list(user.id, { source, mine: true }) };
  });

  app.get('/api/community/reviews/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    return { request: await reviews.get(user.id, id) };
  });

  app.get('/api/community/reviews/:id/evidence', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    return { evidence: await reviews.copy(user.id, id) };
  });

  app.post('/api/community/reviews/:id/reviews', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const review = parseInput(ReviewCreate, request.body);
    return reply.status(201).send({ request: await reviews.review(user.id, id, review) });
  });

  app.post('/api/community/reviews/:id/close', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    return { request: await reviews.close(user.id, id) };
  });
}
