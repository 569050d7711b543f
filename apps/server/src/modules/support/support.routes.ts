import {
  AdminTicketListQuery,
  CreateTicketRequest,
  TicketReplyRequest,
  UpdateTicketRequest,
} from '@alavanca/contracts/support';
import { IdParams } from '@alavanca/contracts/text';
import { SUPPORT_ATTACHMENT_MAX_BYTES } from '@alavanca/domain/constants';
import type { FastifyInstance } from 'fastify';
import { FILE_ONLY_ROUTE } from '../../http/file-only';
import { parseInput } from '../../http/parse-input';
import type { RateLimiter } from '../../http/rate-limit';
import { requireUser } from '../../http/require-user';
import type { AdminService } from '../admins/admins.service';
import type { SupportService } from './support.service';

/** A message with a screenshot is larger than the app's JSON limit: base64 of the largest image, and room for the text. */
const WITH_ATTACHMENT_BODY_LIMIT = Math.ceil((SUPPORT_ATTACHMENT_MAX_BYTES * 4) / 3) + 64 * 1024;

/**
 * `/api/support`: the signed-in user's own tickets (another user's id answers 404, like an
 * unknown one); `/api/admin`: the operators' view of every ticket, refused with 403 to anyone
 * without the role, whatever the id.
 */
export function registerSupportRoutes(
  app: FastifyInstance,
  deps: { support: SupportService; admins: AdminService; rateLimiter: RateLimiter },
): void {
  const { support, admins, rateLimiter } = deps;

  app.get('/api/admin/access', async (request) => {
    const user = await requireUser(request);
    return { admin: await admins.isAdmin(user.id) };
  });

  app.get('/api/support/tickets', async (request) => {
    const user = await requireUser(request);
    return support.list(user.id);
  });

  app.post('/api/support/tickets', { bodyLimit: WITH_ATTACHMENT_BODY_LIMIT }, async (request, reply) => {
    const user = await requireUser(request);
    const ticket = parseInput(CreateTicketRequest, request.body);
    await rateLimiter.consume('ticketsPerUser', user.id);
    return reply.status(201).send({ ticket: await support.create(user.id, ticket) });
  });

  app.get('/api/support/tickets/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    return { ticket: await support.get(user.id, id) };
  });

  app.post('/api/support/tickets/:id/messages', { bodyLimit: WITH_ATTACHMENT_BODY_LIMIT }, async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const message = parseInput(TicketReplyRequest, request.body);
    await rateLimiter.consume('ticketMessagesPerUser', user.id);
    return { ticket: await support.reply(user.id, id, message) };
  });

  app.patch('/api/support/tickets/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const { status } = parseInput(UpdateTicketRequest, request.body);
    return { ticket: await support.setStatus(user.id, id, status) };
  });

  app.get('/api/support/attachments/:id', FILE_ONLY_ROUTE, async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const image = await support.attachment(user.id, id);
    return reply
      .header('content-type', image.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(image.fileName)}`)
      .send(image.data);
  });

  app.get('/api/admin/support/tickets', async (request) => {
    const user = await requireUser(request);
    return support.adminList(user.id, parseInput(AdminTicketListQuery, request.query));
  });

  app.get('/api/admin/support/tickets/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    return { ticket: await support.adminGet(user.id, id) };
  });

  app.post('/api/admin/support/tickets/:id/messages', { bodyLimit: WITH_ATTACHMENT_BODY_LIMIT }, async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const message = parseInput(TicketReplyRequest, request.body);
    return { ticket: await support.adminAnswer(user.id, id, message) };
  });

  app.patch('/api/admin/support/tickets/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const { status } = parseInput(UpdateTicketRequest, request.body);
    return { ticket: await support.adminSetStatus(user.id, id, status) };
  });
}
