import type { FastifyBaseLogger } from 'fastify';
import type { StripeSettings } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { createSandboxGateway } from './sandbox-gateway';
import { createStripeProvider } from './stripe-provider';

/** Stripe when it is configured, else the built-in sandbox that works offline. */
export function createPaymentProvider(stripe: StripeSettings | null, logger: FastifyBaseLogger): PaymentProvider {
  return stripe ? createStripeProvider(stripe, logger) : createSandboxGateway();
}
