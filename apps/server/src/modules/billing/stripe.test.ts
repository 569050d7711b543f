import { randomUUID } from 'node:crypto';
import { Checkout } from '@alavanca/contracts/billing';
import { ErrorResponse } from '@alavanca/contracts/errors';
import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { signUpTestUser } from '../../test/users';
import { DAY_S, nowSeconds, PERIOD_S, SECRET_KEY, stripeEvent, useStripeApp, WEBHOOK_SECRET } from '../../test/stripe';

describeEachDatabase('Stripe payments', (getDb) => {
  const stripe = useStripeApp(getDb);
  const { api, standIn } = stripe;

  describe('checkout', () => {
    it('sends the buyer to Stripe with the monthly price, leaving a pending checkout and no card asked', async () => {
      const user = await signUpTestUser(api.baseUrl);
      const from = standIn.requests.length;
      const { checkout, redirectUrl } = await stripe.startCheckout(user, 'pro');

      expect(redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
      expect(checkout).toMatchObject({
        plan: 'pro',
        status: 'pending',
        amountCents: 79_00,
        currency: 'BRL',
        paidAt: null,
      });
      const sent = standIn.requests.slice(from);
      expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /v1/checkout/sessions']);
      const [request] = sent;
      expect(request?.authorization).toBe(`Bearer ${SECRET_KEY}`);
      expect(Object.fromEntries(request?.form ?? [])).toMatchObject({
        mode: 'subscription',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'brl',
        'line_items[0][price_data][unit_amount]': '7900',
        'line_items[0][price_data][recurring][interval]': 'day',
        'line_items[0][price_data][recurring][interval_count]': '30',
        'line_items[0][price_data][product_data][name]': 'Alavanca Pro',
        customer_email: user.email,
        client_reference_id: user.user.id,
        'metadata[checkoutId]': checkout.id,
        'metadata[userId]': user.user.id,
        'metadata[plan]': 'pro',
        'subscription_data[metadata][userId]': user.user.id,
        'subscription_data[metadata][plan]': 'pro',
        success_url: `${api.baseUrl.replace('127.0.0.1', 'localhost')}/dashboard/subscription-success?checkout=${checkout.id}`,
      });
      expect(request?.form.get('cancel_url')).toMatch(/\/dashboard\/planos$/);

      const state = await stripe.subscriptionOf(user);
      expect(state).toMatchObject({ plan: 'free', provider: 'stripe' });
    });

    it('answers 502 when Stripe refuses, keeping no checkout', async () => {
      const user = await signUpTestUser(api.baseUrl);
      standIn.failNext('POST /v1/checkout/sessions', 400, {
        type: 'invalid_request_error',
        message: 'Invalid currency',
      });
      const response = await api.call('POST', '/api/billing/checkout', {
        cookie: user.cookie,
        body: { plan: 'basic' },
      });
      expect(response.status).toBe(502);
      expect(ErrorResponse.parse(await response.json()).error.code).toBe('PAYMENT_PROVIDER_FAILED');
      expect(await getDb().query('select id from checkouts where user_id = $1', [user.user.id])).toEqual([]);
    });
  });

  describe('webhook', () => {
    it('a signed checkout.session.completed makes the user Pro, once however often it arrives', async () => {
      const user = await signUpTestUser(api.baseUrl);
      const { checkout } = await stripe.startCheckout(user, 'pro');
      const event = stripe.checkoutCompleted(user, checkout, 'sub_completed_once');

      expect(await stripe.deliverOk(event)).toEqual({ received: true });
      const state = await stripe.subscriptionOf(user);
      expect(state).toMatchObject({ plan: 'pro', status: 'active', pendingPlan: null, isActive: true });
      const paid = await api.call('GET', `/api/billing/checkouts/${checkout.id}`, { cookie: user.cookie });
      expect(Checkout.parse(((await paid.json()) as { checkout: unknown }).checkout)).toMatchObject({
        status: 'paid',
        paidAt: expect.any(String),
      });

      expect(await stripe.deliverOk(event)).toEqual({ received: true, duplicate: true });
      // Stripe may also send the news as a second event: the checkout is paid already.
      await stripe.deliverOk({ ...event, id: `${event.id}_again` });
      expect(await stripe.storedEvents(event.id)).toBe(1);
      const after = await stripe.subscriptionOf(user);
      expect(after.plan).toBe('pro');
      expect([after.periodStart, after.renewalDate]).toEqual([state.periodStart, state.renewalDate]);
      const succeeded = (await stripe.notificationTitles(user)).filter(
        (title) => title === SYSTEM_NOTIFICATIONS.paymentSucceeded.title,
      );
      expect(succeeded).toHaveLength(1);
    });

    it('completes a checkout paid later (a bank debit) only when Stripe reports the payment', async () => {
      const user = await signUpTestUser(api.baseUrl);
      const { checkout } = await stripe.startCheckout(user, 'basic');
      const completed = stripe.checkoutCompleted(user, checkout, 'sub_paid_later');

      await stripe.deliverOk({
        ...completed,
        data: { object: { ...completed.data.object, payment_status: 'unpaid' } },
      });
      expect((await stripe.subscriptionOf(user)).plan).toBe('free');
      await stripe.deliverOk(stripeEvent('checkout.session.async_payment_succeeded', completed.data.object));
      expect(await stripe.subscriptionOf(user)).toMatchObject({ plan: 'basic', status: 'active' });
    });

    it('refuses forged, replayed and unsigned deliveries with 400, changing nothing', async () => {
      const user = await signUpTestUser(api.baseUrl);
      const { checkout } = await stripe.startCheckout(user, 'pro');
      const event = stripe.checkoutCompleted(user, checkout, 'sub_never');

      const attempts = [
        await stripe.deliver(event, { secret: 'whsec_someone_else' }),
        // Signed with the right secret, but 10 minutes ago: past the 300 s tolerance.
        await stripe.deliver(event, { timestamp: nowSeconds() - 600 }),
        await stripe.deliver(event, { unsigned: true }),
      ];
      for (const response of attempts) {
        expect(response.status).toBe(400);
        expect(ErrorResponse.parse(await response.json()).error.code).toBe('BAD_REQUEST');
      }
      // The signature covers the exact bytes: a body changed after signing fails too.
      const header = Stripe.webhooks.generateTestHeaderString({
        payload: JSON.stringify(event),
        secret: WEBHOOK_SECRET,
      });
      const tampered = await fetch(`${api.baseUrl}/api/billing/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body: JSON.stringify({ ...event, id: `${event.id}_tampered` }),
      });
      expect(tampered.status).toBe(400);

      expect(await stripe.storedEvents(event.id)).toBe(0);
      expect((await stripe.subscriptionOf(user)).plan).toBe('free');
      const pending = await api.call('GET', `/api/billing/checkouts/${checkout.id}`, { cookie: user.cookie });
      expect(((await pending.json()) as { checkout: { status: string } }).checkout.status).toBe('pending');
    });

    it('claims and ignores events it does not handle, and those naming nothing of ours', async () => {
      const unknownType = stripeEvent('customer.created', { id: 'cus_nobody', object: 'customer' });
      expect(await stripe.deliverOk(unknownType)).toEqual({ received: true });
      expect(await stripe.storedEvents(unknownType.id)).toBe(1);

      const user = await signUpTestUser(api.baseUrl);
      const unknownCheckout = stripe.checkoutCompleted(user, { id: randomUUID(), plan: 'pro' }, 'sub_unknown_checkout');
      expect(await stripe.deliverOk(unknownCheckout)).toEqual({ received: true });
      const unknownSubscription = stripeEvent('customer.subscription.deleted', {
        id: 'sub_of_nobody',
        object: 'subscription',
        items: { data: [] },
        metadata: {},
      });
      expect(await stripe.deliverOk(unknownSubscription)).toEqual({ received: true });
      expect((await stripe.subscriptionOf(user)).plan).toBe('free');
    });

    it('invoice.paid records one invoice, however often it arrives', async () => {
      const { user, subscription } = await stripe.subscriber('pro');
      const start = subscription.items.data[0]?.current_period_start ?? 0;
      const event = stripe.invoiceEvent('invoice.paid', subscription, { id: 'in_paid_once', amount: 79_00, start });

      await stripe.deliverOk(event);
      expect(await stripe.deliverOk(event)).toEqual({ received: true, duplicate: true });
      await stripe.deliverOk({ ...event, id: `${event.id}_resent` });

      const invoices = await stripe.invoicesOf(user);
      expect(invoices).toHaveLength(1);
      expect(invoices[0]).toMatchObject({
        plan: 'pro',
        status: 'paid',
        amountCents: 79_00,
        currency: 'BRL',
        periodStart: new Date(start * 1000).toISOString(),
        periodEnd: new Date((start + PERIOD_S) * 1000).toISOString(),
        url: 'https://invoice.stripe.test/i/in_paid_once',
      });
    });

    it('records a first invoice that arrives before its checkout completes, for the user its metadata names', async () => {
      const user = await signUpTestUser(api.baseUrl);
      await stripe.startCheckout(user, 'basic');
      const start = nowSeconds();
      const subscription = { id: 'sub_not_linked_yet', metadata: { userId: user.user.id, plan: 'basic' } };
      await stripe.deliverOk(
        stripe.invoiceEvent('invoice.paid', subscription, { id: 'in_early', amount: 29_00, start }),
      );

      expect(await stripe.invoicesOf(user)).toMatchObject([{ plan: 'basic', status: 'paid', amountCents: 29_00 }]);
    });

    it('customer.subscription.updated applies the period and a cancellation booked at Stripe', async () => {
      const { user, subscription } = await stripe.subscriber('pro');
      const start = nowSeconds() - DAY_S;
      const item = {
        ...subscription.items.data[0]!,
        current_period_start: start,
        current_period_end: start + PERIOD_S,
      };

      await stripe.deliverOk(
        stripe.subscriptionEvent('customer.subscription.updated', subscription, {
          cancel_at_period_end: true,
          items: { object: 'list', data: [item] },
        }),
      );
      expect(await stripe.subscriptionOf(user)).toMatchObject({
        plan: 'pro',
        status: 'active',
        pendingPlan: 'free',
        periodStart: new Date(start * 1000).toISOString(),
        renewalDate: new Date((start + PERIOD_S) * 1000).toISOString(),
      });

      await stripe.deliverOk(
        stripe.subscriptionEvent('customer.subscription.updated', subscription, {
          status: 'past_due',
          items: { object: 'list', data: [item] },
        }),
      );
      expect(await stripe.subscriptionOf(user)).toMatchObject({
        plan: 'pro',
        status: 'past_due',
        isActive: false,
        pendingPlan: null,
      });

      // As the dashboard and the customer portal book it; a later date would not end this period.
      await stripe.deliverOk(
        stripe.subscriptionEvent('customer.subscription.updated', subscription, {
          cancel_at: start + PERIOD_S + DAY_S,
          items: { object: 'list', data: [item] },
        }),
      );
      expect((await stripe.subscriptionOf(user)).pendingPlan).toBeNull();
      await stripe.deliverOk(
        stripe.subscriptionEvent('customer.subscription.updated', subscription, {
          cancel_at: start + PERIOD_S,
          items: { object: 'list', data: [item] },
        }),
      );
      expect(await stripe.subscriptionOf(user)).toMatchObject({ status: 'active', pendingPlan: 'free' });
    });

    it('customer.subscription.deleted puts the user on Free and unlinks the subscription', async () => {
      const { user, subscription } = await stripe.subscriber('pro');
      const before = await stripe.subscriptionOf(user);

      await stripe.deliverOk(
        stripe.subscriptionEvent('customer.subscription.deleted', subscription, { status: 'canceled' }),
      );
      const after = await stripe.subscriptionOf(user);
      expect(after).toMatchObject({
        plan: 'free',
        status: 'active',
        pendingPlan: null,
        renewalDate: before.renewalDate,
      });

      // Later news of that subscription no longer concerns the user.
      await stripe.deliverOk(stripe.subscriptionEvent('customer.subscription.updated', subscription));
      expect((await stripe.subscriptionOf(user)).plan).toBe('free');
    });

    it('invoice.payment_failed makes the subscription past due, records a failed invoice and tells the user', async () => {
      const { user, subscription } = await stripe.subscriber('pro');
      const start = (subscription.items.data[0]?.current_period_end ?? 0) - 1;

      await stripe.deliverOk(
        stripe.invoiceEvent('invoice.payment_failed', subscription, { id: 'in_failed', amount: 79_00, start }),
      );
      expect(await stripe.subscriptionOf(user)).toMatchObject({ plan: 'pro', status: 'past_due', isActive: false });
      expect(await stripe.invoicesOf(user)).toMatchObject([{ status: 'failed', amountCents: 79_00, plan: 'pro' }]);
      const failed = (await stripe.notificationTitles(user)).filter(
        (title) => title === SYSTEM_NOTIFICATIONS.paymentFailed.title,
      );
      expect(failed).toHaveLength(1);
    });
  });
});
