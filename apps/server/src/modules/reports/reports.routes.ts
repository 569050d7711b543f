import { CreateReportRequest, REPORT_CONTENT_TYPES, ReportFileParams } from '@alavanca/contracts/reports';
import type { FastifyInstance } from 'fastify';
import { FILE_ONLY_ROUTE } from '../../http/file-only';
import { parseInput } from '../../http/parse-input';
import type { RateLimiter } from '../../http/rate-limit';
import { requireUser } from '../../http/require-user';
import type { ReportService } from './reports.service';

/** `/api/reports`: the signed-in user's analytics, reports (generated, listed, downloaded) and weekly summaries. */
export function registerReportRoutes(
  app: FastifyInstance,
  deps: { reports: ReportService; rateLimiter: RateLimiter },
): void {
  const { reports, rateLimiter } = deps;

  app.get('/api/reports', async (request) => {
    const user = await requireUser(request);
    return reports.list(user.id);
  });

  app.post('/api/reports', async (request, reply) => {
    const user = await requireUser(request);
    const body = parseInput(CreateReportRequest, request.body);
    await rateLimiter.consume('reportsPerUser', user.id);
    return reply.status(201).send({ report: await reports.create(user.id, body) });
  });

  app.get('/api/reports/analytics', async (request) => {
    const user = await requireUser(request);
    return reports.analytics(user.id);
  });

  app.get('/api/reports/weekly', async (request) => {
    const user = await requireUser(request);
    return reports.weeklySummaries(user.id);
  });

  app.get('/api/reports/:id/:format', FILE_ONLY_ROUTE, async (request, reply) => {
    const user = await requireUser(request);
    const { id, format } = parseInput(ReportFileParams, request.params);
    const file = await reports.file(user.id, id, format);
    return reply
      .header('content-type', REPORT_CONTENT_TYPES[format])
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.data);
  });
}
