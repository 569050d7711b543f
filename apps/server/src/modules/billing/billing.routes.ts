import { CheckoutRequest } from '@alavanca/contracts/billing';
import { ChangePlanRequest } from '@alavanca/contracts/subscription';
import { IdParams } from '@alavanca/contracts/text';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import type { BillingService } from './billing.service';

/** Buying, changing and the record of payments, for the signed-in user only. */
export function registerBillingRoutes(app: FastifyInstance, deps: { billing: BillingService }): void {
  const { billing } = deps;

  app.post('/api/billing/checkout', async (request) => {
    const user = await requireUser(request);
    const { plan, card } = parseInput(CheckoutRequest, request.body);
    return billing.checkout(user, { plan, card });
  });

  app.get('/api/billing/checkouts/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    return { checkout: await billing.getCheckout(user.id, id) };
  });

  app.get('/api/billing/invoices', async (request) => {
    const user = await requireUser(request);
    return { invoices: await billing.listInvoices(user.id) };
  });

  app.post('/api/subscription/change', async (request) => {
    const user = await requireUser(request);
    const { plan } = parseInput(ChangePlanRequest, request.body);
    return billing.bookChange(user.id, plan);
  });
}
