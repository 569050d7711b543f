import {
  AnnouncementRequest,
  CloseRoundRequest,
  CreateClassRequest,
  JoinClassRequest,
  JoinCodeParams,
  SubmitDecisionsRequest,
  UpdateClassRequest,
} from '@alavanca/contracts/classes';
import {
  CanvasAssignmentRequest,
  type ClassWork,
  GradeHandInRequest,
  HandInParams,
  HandInRequest,
  PitchAssignmentRequest,
  PitchHandInRequest,
} from '@alavanca/contracts/class-works';
import { IdParams, text } from '@alavanca/contracts/text';
import { V } from '@alavanca/contracts/validation-messages';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { FILE_ONLY_ROUTE } from '../../http/file-only';
import { parseInput } from '../../http/parse-input';
import type { RateLimiter, RateLimitName } from '../../http/rate-limit';
import { requireUser } from '../../http/require-user';
import type { AssignmentRequest } from './class-work';
import type { ClassService } from './classes.service';

const CompanyParams = IdParams.extend({ companyId: text().pipe(z.uuid(V.invalidOption)) });

/**
 * `/api/classes`: a teacher's classes and a student's. A class, a company or a join code the user
 * has no part in answers 404, like one that does not exist; a student asking for what only the
 * teacher does (closing a round, the roster's changes) gets 403.
 */
export function registerClassRoutes(
  app: FastifyInstance,
  deps: { classes: ClassService; rateLimiter: RateLimiter },
): void {
  const { classes, rateLimiter } = deps;

  /**
   * A lookup by join code, counted against the asker's misses (a user's, or an address's for the
   * public invitation): a code that opens a class (even one that is full or closed to joining)
   * gives its attempt back, so guessing codes is what stops.
   */
  async function byCode<T>(
    asker: string,
    lookup: () => Promise<T>,
    limit: RateLimitName = 'classCodeMissesPerUser',
  ): Promise<T> {
    await rateLimiter.consume(limit, asker);
    try {
      const found = await lookup();
      await rateLimiter.refund(limit, asker);
      return found;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'NOT_FOUND')) await rateLimiter.refund(limit, asker);
      throw error;
    }
  }

  app.get('/api/classes', async (request) => {
    const user = await requireUser(request);
    return classes.list(user.id);
  });

  app.post('/api/classes', async (request, reply) => {
    const user = await requireUser(request);
    const input = parseInput(CreateClassRequest, request.body);
    return reply.status(201).send({ class: await classes.create(user.id, input) });
  });

  // Public: a visitor who opened an invitation reads what the class is before signing up.
  app.get('/api/classes/invitation/:code', async (request) => {
    const { code } = parseInput(JoinCodeParams, request.params);
    return { invitation: await byCode(request.ip, () => classes.invitation(code), 'classCodeMissesPerIp') };
  });

  app.get('/api/classes/join/:code', async (request) => {
    const user = await requireUser(request);
    const { code } = parseInput(JoinCodeParams, request.params);
    return { class: await byCode(user.id, () => classes.preview(user.id, code)) };
  });

  app.post('/api/classes/join', async (request) => {
    const user = await requireUser(request);
    const input = parseInput(JoinClassRequest, request.body);
    return { class: await byCode(user.id, () => classes.join(user.id, input)) };
  });

  app.get('/api/classes/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    return { class: await classes.get(user.id, id) };
  });

  app.patch('/api/classes/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const input = parseInput(UpdateClassRequest, request.body);
    return { class: await classes.update(user.id, id, input) };
  });

  app.delete('/api/classes/:id', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    await classes.remove(user.id, id);
    return reply.status(204).send();
  });

  app.post('/api/classes/:id/leave', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    await classes.leave(user.id, id);
    return reply.status(204).send();
  });

  app.put('/api/classes/:id/decisions', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const input = parseInput(SubmitDecisionsRequest, request.body);
    return { class: await classes.submit(user.id, id, input) };
  });

  app.post('/api/classes/:id/rounds', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const { month } = parseInput(CloseRoundRequest, request.body);
    return { class: await classes.closeRound(user.id, id, month) };
  });

  app.get('/api/classes/:id/companies/:companyId', async (request) => {
    const user = await requireUser(request);
    const { id, companyId } = parseInput(CompanyParams, request.params);
    return { company: await classes.company(user.id, id, companyId) };
  });

  app.get('/api/classes/:id/export.csv', FILE_ONLY_ROUTE, async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const file = await classes.exportCsv(user.id, id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .send(file.data);
  });

  app.get('/api/classes/:id/competences', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    return classes.competences(user.id, id);
  });

  app.post('/api/classes/:id/announcements', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const input = parseInput(AnnouncementRequest, request.body);
    return reply.status(201).send({ class: await classes.announce(user.id, id, input) });
  });

  // The work the class hands in for the teacher's rubric: the canvas (decision 031) and the pitch (decision 032).
  registerWorkRoutes(app, 'canvas', classes.canvas, {
    assignment: CanvasAssignmentRequest,
    itemOf: (body) => parseInput(HandInRequest, body).canvasId,
  });
  registerWorkRoutes(app, 'pitch', classes.pitch, {
    assignment: PitchAssignmentRequest,
    itemOf: (body) => parseInput(PitchHandInRequest, body).pitchId,
  });

  app.get('/api/classes/pitch-briefs', async (request) => {
    const user = await requireUser(request);
    return { briefs: await classes.pitch.briefs(user.id) };
  });
}

/**
 * `/api/classes/:id/<work>`: the assignment (GET, PUT, DELETE), a student's hand-in, a company's
 * hand-in and its grade. The view answers under the work's own name (`{ canvas }`, `{ pitch }`).
 */
function registerWorkRoutes(
  app: FastifyInstance,
  work: ClassWork,
  actions: ClassService['canvas'] | ClassService['pitch'],
  schemas: { assignment: z.ZodType<AssignmentRequest>; itemOf: (body: unknown) => string },
): void {
  const base = `/api/classes/:id/${work}`;
  app.get(base, async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    return { [work]: await actions.view(user.id, id) };
  });

  app.put(base, async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const input = parseInput(schemas.assignment, request.body);
    return { [work]: await actions.assign(user.id, id, input) };
  });

  app.delete(base, async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    await actions.unassign(user.id, id);
    return reply.status(204).send();
  });

  app.put(`${base}/hand-in`, async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    return { [work]: await actions.handIn(user.id, id, schemas.itemOf(request.body)) };
  });

  app.get(`${base}/hand-ins/:companyId`, async (request) => {
    const user = await requireUser(request);
    const { id, companyId } = parseInput(HandInParams, request.params);
    return { handIn: await actions.handInOf(user.id, id, companyId) };
  });

  app.put(`${base}/hand-ins/:companyId/grade`, async (request) => {
    const user = await requireUser(request);
    const { id, companyId } = parseInput(HandInParams, request.params);
    const input = parseInput(GradeHandInRequest, request.body);
    return { handIn: await actions.grade(user.id, id, companyId, input) };
  });
}
