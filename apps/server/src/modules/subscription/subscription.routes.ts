import { SubscriptionCheckRequest } from '@alavanca/contracts/subscription';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import type { QuotaService } from './quota.service';
import type { SubscriptionService } from './subscription.service';

/** The signed-in user's plan and usage; the session decides whose, never the request body. */
export function registerSubscriptionRoutes(
  app: FastifyInstance,
  deps: { subscriptions: SubscriptionService; quota: QuotaService },
): void {
  const { subscriptions, quota } = deps;

  app.get('/api/subscription', async (request) => {
    const user = await requireUser(request);
    return subscriptions.getState(user.id);
  });

  app.post('/api/subscription-check', async (request) => {
    const user = await requireUser(request);
    // The spec's request carries a userId; it is accepted and ignored.
    const { usageType, action } = parseInput(SubscriptionCheckRequest, request.body);
    return quota.subscriptionCheck(user.id, usageType, action);
  });

  app.post('/api/subscription/trial', async (request) => {
    const user = await requireUser(request);
    return subscriptions.startTrial(user.id);
  });
}
