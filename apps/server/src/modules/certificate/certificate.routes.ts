import {
  CertificateFileParams,
  CertificateIdParams,
  ClassExamParams,
  ExamAnswersRequest,
  OpenClassExamRequest,
  StartExamRequest,
} from '@alavanca/contracts/certificate';
import { AdvanceMonthRequest } from '@alavanca/contracts/simulations';
import { IdParams } from '@alavanca/contracts/text';
import type { FastifyInstance } from 'fastify';
import { FILE_ONLY_ROUTE } from '../../http/file-only';
import { parseInput } from '../../http/parse-input';
import type { RateLimiter } from '../../http/rate-limit';
import { requireUser } from '../../http/require-user';
import { lookUpSessionUser } from '../../http/session-lookup';
import type { CertificateService } from './certificate.service';

/** `/api/certificate`: the signed-in user's own exam attempts (decision 035), nobody else's. */
export function registerCertificateRoutes(
  app: FastifyInstance,
  deps: { certificate: CertificateService; rateLimiter: RateLimiter },
): void {
  const { certificate, rateLimiter } = deps;

  /** Public, signed out: a certificate as its verification page shows it. */
  app.get('/api/certificates/:id', async (request) => {
    await rateLimiter.consume('certificateLookupsPerIp', request.ip);
    const { id } = parseInput(CertificateIdParams, request.params);
    const viewer = await lookUpSessionUser(request);
    return { verification: await certificate.verify(id, viewer?.id ?? null) };
  });

  app.get('/api/certificate', async (request) => {
    const user = await requireUser(request);
    return certificate.overview(user.id);
  });

  app.post('/api/certificate/attempts', async (request, reply) => {
    const user = await requireUser(request);
    const input = parseInput(StartExamRequest, request.body);
    return reply.status(201).send({ attempt: await certificate.start(user.id, input) });
  });

  app.get('/api/certificate/attempts/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    return { attempt: await certificate.attempt(user.id, id) };
  });

  app.post('/api/certificate/attempts/:id/months', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const input = parseInput(AdvanceMonthRequest, request.body);
    return { attempt: await certificate.playMonth(user.id, id, input) };
  });

  app.post('/api/certificate/attempts/:id/answers', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const input = parseInput(ExamAnswersRequest, request.body);
    return { attempt: await certificate.submit(user.id, id, input) };
  });

  /** The holder's own certificate as a PDF or a signed Open Badges credential (decisions 034, 035). */
  app.get('/api/certificate/certificates/:id/:format', FILE_ONLY_ROUTE, async (request, reply) => {
    const user = await requireUser(request);
    const { id, format } = parseInput(CertificateFileParams, request.params);
    const file = await certificate.download(user.id, id, format);
    return reply
      .header('content-type', format === 'pdf' ? 'application/pdf' : 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.data);
  });

  /** A class's exams, its teacher's: opened for every student on one seed, followed, closed. */
  app.get('/api/classes/:id/exams', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    return { exams: await certificate.classExams.list(user.id, id) };
  });

  app.post('/api/classes/:id/exams', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const input = parseInput(OpenClassExamRequest, request.body);
    return reply.status(201).send({ exam: await certificate.classExams.open(user.id, id, input) });
  });

  app.post('/api/classes/:id/exams/:examId/close', async (request) => {
    const user = await requireUser(request);
    const { id, examId } = parseInput(ClassExamParams, request.params);
    return { exam: await certificate.classExams.close(user.id, id, examId) };
  });

  app.post('/api/certificate/attempts/:id/abandon', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    return { attempt: await certificate.abandon(user.id, id) };
  });
}
