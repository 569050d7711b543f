import {
  CompleteOnboardingRequest,
  UpdatePreferencesRequest,
  UpdateSettingsRequest,
} from '@alavanca/contracts/preferences';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { parseInput } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import type { EventBus } from '../realtime/event-bus';
import { completeOnboarding, getPreferences, skipOnboarding, updatePreferences } from './preferences.service';
import { getSettings, updateSettings } from './settings.service';

/** `/api/preferences`, `/api/onboarding` and `/api/settings`, always the signed-in user's. */
export function registerPreferencesRoutes(app: FastifyInstance, deps: { db: Database; bus: EventBus }): void {
  const { orm } = deps.db;
  /** The user's other tabs take the new language and formats, and what the server keeps for them is redone. */
  const announce = async <T>(userId: string, changed: T): Promise<T> => {
    await deps.bus.publish(orm, userId, { type: 'preferences.changed' });
    return changed;
  };

  app.get('/api/preferences', async (request) => {
    const user = await requireUser(request);
    return getPreferences(orm, user.id);
  });

  app.patch('/api/preferences', async (request) => {
    const user = await requireUser(request);
    return announce(user.id, await updatePreferences(orm, user.id, parseInput(UpdatePreferencesRequest, request.body)));
  });

  app.post('/api/onboarding', async (request) => {
    const user = await requireUser(request);
    return announce(
      user.id,
      await completeOnboarding(orm, user.id, parseInput(CompleteOnboardingRequest, request.body)),
    );
  });

  app.post('/api/onboarding/skip', async (request) => {
    const user = await requireUser(request);
    return announce(user.id, await skipOnboarding(orm, user.id));
  });

  app.get('/api/settings', async (request) => {
    const user = await requireUser(request);
    return getSettings(orm, user.id);
  });

  app.patch('/api/settings', async (request) => {
    const user = await requireUser(request);
    return announce(user.id, await updateSettings(orm, user.id, parseInput(UpdateSettingsRequest, request.body)));
  });
}
