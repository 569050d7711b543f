import {
  CompleteOnboardingRequest,
  UpdatePreferencesRequest,
  UpdateSettingsRequest,
} from '@alavanca/contracts/preferences';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { parseInput } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { completeOnboarding, getPreferences, skipOnboarding, updatePreferences } from './preferences.service';
import { getSettings, updateSettings } from './settings.service';

/** `/api/preferences`, `/api/onboarding` and `/api/settings`, always the signed-in user's. */
export function registerPreferencesRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { orm } = deps.db;

  app.get('/api/preferences', async (request) => {
    const user = await requireUser(request);
    return getPreferences(orm, user.id);
  });

  app.patch('/api/preferences', async (request) => {
    const user = await requireUser(request);
    return updatePreferences(orm, user.id, parseInput(UpdatePreferencesRequest, request.body));
  });

  app.post('/api/onboarding', async (request) => {
    const user = await requireUser(request);
    return completeOnboarding(orm, user.id, parseInput(CompleteOnboardingRequest, request.body));
  });

  app.post('/api/onboarding/skip', async (request) => {
    const user = await requireUser(request);
    return skipOnboarding(orm, user.id);
  });

  app.get('/api/settings', async (request) => {
    const user = await requireUser(request);
    return getSettings(orm, user.id);
  });

  app.patch('/api/settings', async (request) => {
    const user = await requireUser(request);
    return updateSettings(orm, user.id, parseInput(UpdateSettingsRequest, request.body));
  });
}
