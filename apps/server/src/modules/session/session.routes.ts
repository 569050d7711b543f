import { SessionResponse } from '@alavanca/contracts/session';
import type { FastifyInstance } from 'fastify';

/**
 * `GET /api/session`: the web app's route guard asks this before showing a signed-in page.
 * Accounts do not exist yet, so nobody is ever signed in; the accounts module will answer
 * from the session cookie behind the same contract.
 */
export function registerSessionRoutes(app: FastifyInstance): void {
  app.get('/api/session', () => SessionResponse.parse({ user: null }));
}
