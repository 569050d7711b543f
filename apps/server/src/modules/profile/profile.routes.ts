import { UpdateProfileRequest, UploadAvatarRequest } from '@alavanca/contracts/profile';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { FILE_ONLY_ROUTE } from '../../http/file-only';
import { parseInput } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import type { EventBus } from '../realtime/event-bus';
import { getAvatarImage, getProfile, removeAvatar, updateProfile, uploadAvatar } from './profile.service';

/** The URL carries the image's version, so the browser may keep it as long as it likes. */
const AVATAR_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** `/api/profile` (the signed-in user's name and avatar) and `/api/avatars/:userId`. */
export function registerProfileRoutes(app: FastifyInstance, deps: { db: Database; bus: EventBus }): void {
  const { orm } = deps.db;
  /** The user's other tabs show the new name or avatar without a reload. */
  const announce = async <T>(userId: string, changed: T): Promise<T> => {
    await deps.bus.publish(orm, userId, { type: 'profile.updated' });
    return changed;
  };

  app.get('/api/profile', async (request) => {
    const user = await requireUser(request);
    return getProfile(orm, user);
  });

  app.put('/api/profile', async (request) => {
    const user = await requireUser(request);
    return announce(user.id, await updateProfile(orm, user, parseInput(UpdateProfileRequest, request.body)));
  });

  app.put('/api/profile/avatar', async (request) => {
    const user = await requireUser(request);
    return announce(user.id, await uploadAvatar(orm, user, parseInput(UploadAvatarRequest, request.body)));
  });

  app.delete('/api/profile/avatar', async (request) => {
    const user = await requireUser(request);
    return announce(user.id, await removeAvatar(orm, user));
  });

  app.get<{ Params: { userId: string } }>('/api/avatars/:userId', FILE_ONLY_ROUTE, async (request, reply) => {
    const user = await requireUser(request);
    const image = await getAvatarImage(orm, user.id, request.params.userId);
    return reply
      .header('content-type', image.contentType)
      .header('cache-control', AVATAR_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .header('last-modified', image.updatedAt.toUTCString())
      .send(image.data);
  });
}
