import { ErrorResponse } from '@alavanca/contracts/errors';
import { SubscriptionState } from '@alavanca/contracts/subscription';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { PERIOD_S, useStripeApp } from '../../test/stripe';

describeEachDatabase('Stripe payments', (getDb) => {
  const stripe = useStripeApp(getDb);
  const { api, standIn } = stripe;

  describe('a plan paid through Stripe', () => {
    it('is upgraded by changing the subscription, charged at once, its invoice recorded once', async () => {
      const { user, subscription } = await stripe.subscriber('basic');
      const from = standIn.requests.length;
      const { checkout, redirectUrl } = await stripe.startCheckout(user, 'pro');

      expect(redirectUrl).toBeNull();
      expect(checkout.status).toBe('paid');
      expect(await stripe.subscriptionOf(user)).toMatchObject({ plan: 'pro', status: 'active' });
      const sent = standIn.requests.slice(from);
      expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
        `GET /v1/subscriptions/${subscription.id}`,
        'POST /v1/products',
        `POST /v1/subscriptions/${subscription.id}`,
      ]);
      expect(sent[1]?.form.get('name')).toBe('Alavanca Pro');
      expect(Object.fromEntries(sent[2]?.form ?? [])).toMatchObject({
        'items[0][id]': `si_${subscription.id}`,
        'items[0][price_data][product]': expect.stringMatching(/^prod_test_/),
        'items[0][price_data][currency]': 'brl',
        'items[0][price_data][unit_amount]': '7900',
        'items[0][price_data][recurring][interval]': 'day',
        'items[0][price_data][recurring][interval_count]': '30',
        proration_behavior: 'always_invoice',
        payment_behavior: 'error_if_incomplete',
        cancel_at_period_end: 'false',
        'metadata[plan]': 'pro',
      });

      // Stripe's invoice for the upgrade is the one already recorded with the payment: its
      // webhook updates that row to what Stripe actually charged rather than adding another.
      expect(await stripe.invoicesOf(user)).toMatchObject([
        { plan: 'pro', status: 'paid', amountCents: checkout.amountCents },
      ]);
      const start = subscription.items.data[0]?.current_period_start ?? 0;
      const latest = subscription.latest_invoice ?? '';
      await stripe.deliverOk(stripe.invoiceEvent('invoice.paid', subscription, { id: latest, amount: 40_00, start }));
      expect(await stripe.invoicesOf(user)).toMatchObject([{ plan: 'pro', status: 'paid', amountCents: 40_00 }]);
    });

    it('is not upgraded when Stripe declines the card', async () => {
      const { user, subscription } = await stripe.subscriber('basic');
      standIn.failNext(`POST /v1/subscriptions/${subscription.id}`, 402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      });
      const response = await api.call('POST', '/api/billing/checkout', { cookie: user.cookie, body: { plan: 'pro' } });
      expect(response.status).toBe(402);
      expect(ErrorResponse.parse(await response.json()).error.code).toBe('PAYMENT_DECLINED');
      expect((await stripe.subscriptionOf(user)).plan).toBe('basic');
      const [attempt] = await getDb().query<{ status: string; failure_reason: string }>(
        'select status, failure_reason from checkouts where user_id = $1 and plan = $2',
        [user.user.id, 'pro'],
      );
      expect(attempt).toEqual({ status: 'failed', failure_reason: 'insufficient_funds' });
    });

    it('books Free as a cancellation at the period end, a downgrade as the next period price, and withdraws either', async () => {
      const { user, subscription } = await stripe.subscriber('pro');
      const periodEnd = String(subscription.items.data[0]?.current_period_end);
      const change = async (plan: string) => {
        const from = standIn.requests.length;
        const response = await api.call('POST', '/api/subscription/change', { cookie: user.cookie, body: { plan } });
        expect(response.status).toBe(200);
        return { state: SubscriptionState.parse(await response.json()), sent: standIn.requests.slice(from) };
      };

      const cancel = await change('free');
      expect(cancel.state.pendingPlan).toBe('free');
      expect(cancel.sent.map((request) => `${request.method} ${request.path}`)).toEqual([
        `POST /v1/subscriptions/${subscription.id}`,
      ]);
      expect(Object.fromEntries(cancel.sent[0]?.form ?? [])).toEqual({ cancel_at_period_end: 'true' });

      const downgrade = await change('basic');
      expect(downgrade.state).toMatchObject({ plan: 'pro', pendingPlan: 'basic' });
      expect(downgrade.sent.map((request) => `${request.method} ${request.path}`)).toEqual([
        `GET /v1/subscriptions/${subscription.id}`,
        'POST /v1/products',
        `POST /v1/subscriptions/${subscription.id}`,
      ]);
      expect(downgrade.sent[1]?.form.get('name')).toBe('Alavanca Basic');
      expect(Object.fromEntries(downgrade.sent[2]?.form ?? [])).toMatchObject({
        'items[0][id]': `si_${subscription.id}`,
        'items[0][price_data][unit_amount]': '2900',
        'items[0][price_data][currency]': 'brl',
        proration_behavior: 'none',
        cancel_at_period_end: 'false',
        'metadata[plan]': 'pro',
        'metadata[pendingPlan]': 'basic',
        'metadata[pendingFrom]': periodEnd,
      });

      const withdrawal = await change('pro');
      expect(withdrawal.state).toMatchObject({ plan: 'pro', pendingPlan: null });
      expect(Object.fromEntries(withdrawal.sent.at(-1)?.form ?? [])).toMatchObject({
        'items[0][price_data][unit_amount]': '7900',
        proration_behavior: 'none',
        cancel_at_period_end: 'false',
        'metadata[plan]': 'pro',
        'metadata[pendingPlan]': '',
        'metadata[pendingFrom]': '',
      });
      expect(subscription.metadata).toEqual({ userId: user.user.id, plan: 'pro' });
    });

    it('moves to the booked lower plan when Stripe starts the next period', async () => {
      const { user, subscription } = await stripe.subscriber('pro');
      await api.call('POST', '/api/subscription/change', { cookie: user.cookie, body: { plan: 'basic' } });
      const booked = subscription.items.data[0]!;

      // Still this period (a repeated update, say): Pro, with Basic booked.
      await stripe.deliverOk(stripe.subscriptionEvent('customer.subscription.updated', subscription));
      expect(await stripe.subscriptionOf(user)).toMatchObject({ plan: 'pro', pendingPlan: 'basic' });

      const next = {
        ...booked,
        current_period_start: booked.current_period_end,
        current_period_end: booked.current_period_end + PERIOD_S,
      };
      await stripe.deliverOk(
        stripe.subscriptionEvent('customer.subscription.updated', subscription, {
          items: { object: 'list', data: [next] },
        }),
      );
      expect(await stripe.subscriptionOf(user)).toMatchObject({
        plan: 'basic',
        pendingPlan: null,
        periodStart: new Date(next.current_period_start * 1000).toISOString(),
      });

      await stripe.deliverOk(
        stripe.invoiceEvent('invoice.paid', subscription, {
          id: 'in_after_downgrade',
          amount: 29_00,
          start: next.current_period_start,
        }),
      );
      expect(await stripe.invoicesOf(user)).toMatchObject([{ plan: 'basic', amountCents: 29_00 }]);
    });
  });
});
