import { MarkNotificationRequest, NotificationListQuery } from '@alavanca/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import { IdParams } from '@alavanca/contracts/text';
import { parseInput } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import type { NotificationService } from './notifications.service';

/**
 * `/api/notifications`: the signed-in user's own notifications only; the session decides whose,
 * never the request. There is no route that creates one: the system does, from events.
 */
export function registerNotificationRoutes(app: FastifyInstance, deps: { notifications: NotificationService }): void {
  const { notifications } = deps;

  app.get('/api/notifications', async (request) => {
    const user = await requireUser(request);
    return notifications.list(user.id, parseInput(NotificationListQuery, request.query));
  });

  app.patch('/api/notifications/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    parseInput(MarkNotificationRequest, request.body);
    return { notification: await notifications.markRead(user.id, id) };
  });

  app.post('/api/notifications/read-all', async (request) => {
    const user = await requireUser(request);
    return notifications.markAllRead(user.id);
  });

  app.post('/api/notifications/motivation', async (request) => {
    const user = await requireUser(request);
    return { notification: await notifications.motivate(user.id) };
  });
}
