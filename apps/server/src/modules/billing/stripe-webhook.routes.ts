import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { createStripeWebhook, type StripeWebhookDeps } from './stripe-webhook';

/** Also exempted from the origin check (see origin-check.ts): Stripe's servers send no Origin. */
const STRIPE_WEBHOOK_PATH = '/api/billing/webhooks/stripe';

/**
 * Stripe's webhooks. No session: the signature is what authenticates them. Registered in a
 * plugin of its own so that only here is the JSON body kept as the raw bytes the signature
 * covers; every other route keeps the app's JSON parsing.
 */
export function registerStripeWebhookRoutes(app: FastifyInstance, deps: StripeWebhookDeps): void {
  const receive = createStripeWebhook(deps);
  void app.register((webhooks, _options, done) => {
    webhooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, parsed) => {
      parsed(null, body);
    });
    webhooks.post(STRIPE_WEBHOOK_PATH, async (request) => {
      if (!Buffer.isBuffer(request.body))
        throw new AppError('BAD_REQUEST', undefined, 'Send the event as application/json.');
      const signature = request.headers['stripe-signature'];
      const { duplicate } = await receive(request.body, typeof signature === 'string' ? signature : undefined);
      return duplicate ? { received: true, duplicate: true } : { received: true };
    });
    done();
  });
}
