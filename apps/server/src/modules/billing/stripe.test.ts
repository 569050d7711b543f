import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CheckoutResponse, Checkout, InvoiceListResponse } from '@alavanca/contracts/billing';
import { ErrorResponse } from '@alavanca/contracts/errors';
import { NotificationListResponse } from '@alavanca/contracts/notifications';
import { SubscriptionState } from '@alavanca/contracts/subscription';
import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { signUpTestUser, type TestUser } from '../../test/users';
import { startTestApp, type TestApp } from '../../test/test-app';

const SECRET_KEY = 'sk_test_stand_in';
const WEBHOOK_SECRET = 'whsec_stand_in_secret';
const DAY_S = 24 * 60 * 60;
const PERIOD_S = 30 * DAY_S;

interface RecordedRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  authorization: string | undefined;
}

/** What the stand-in keeps of a subscription: what our code reads back from Stripe. */
interface StandInSubscription {
  id: string;
  object: 'subscription';
  status: string;
  customer: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: { id: string; object: 'subscription_item'; current_period_start: number; current_period_end: number }[];
  };
  latest_invoice: string | null;
}

/**
 * A local imitation of the few Stripe API endpoints the provider calls, recording every request
 * (the SDK sends form-encoded bodies, kept here as they arrived) so tests can check what Stripe
 * was asked. A queued failure answers the next request to its route (`POST /v1/...`) instead.
 */
async function startStripeStandIn() {
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, StandInSubscription>();
  const failures: { route: string; status: number; error: Record<string, string> }[] = [];
  let counter = 0;

  const server = http.createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      send(response, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const method = request.method ?? 'GET';
    requests.push({ method, path, form, authorization: request.headers.authorization });

    const failure = failures.findIndex((queued) => queued.route === `${method} ${path}`);
    if (failure !== -1) {
      const [{ status, error }] = failures.splice(failure, 1) as [(typeof failures)[number]];
      return send(response, status, { error });
    }
    counter += 1;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${counter}`;
      return send(response, 200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` });
    }
    if (method === 'POST' && path === '/v1/products') {
      return send(response, 200, { id: `prod_test_${counter}`, object: 'product', name: form.get('name') });
    }
    const subscriptionId = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)?.[1];
    const subscription = subscriptionId === undefined ? undefined : subscriptions.get(subscriptionId);
    if (!subscription) {
      return send(response, 404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' },
      });
    }
    if (method === 'POST') {
      // Enough of Stripe's update for the next read to see it: flags and metadata ('' unsets).
      if (form.has('cancel_at_period_end'))
        subscription.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
      for (const [key, value] of form) {
        const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
        if (name === undefined) continue;
        if (value === '') delete subscription.metadata[name];
        else subscription.metadata[name] = value;
      }
      subscription.latest_invoice = `in_test_${counter}`;
    }
    return send(response, 200, subscription);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    failNext(route: string, status: number, error: Record<string, string>) {
      failures.push({ route, status, error });
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

function send(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function stripeEvent(type: string, object: object) {
  return {
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: nowSeconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

describeEachDatabase('Stripe payments', (getDb) => {
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let api: TestApp;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    api = await startTestApp(getDb(), {
      config: { stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: standIn.url } },
    });
  });
  afterAll(async () => {
    await api?.close();
    await standIn?.close();
  });

  /** Posts a webhook as Stripe does: no Origin, no session, signed unless told otherwise. */
  function deliver(payload: object, signing: { secret?: string; timestamp?: number; unsigned?: boolean } = {}) {
    const body = JSON.stringify(payload);
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    if (!signing.unsigned) {
      headers['stripe-signature'] = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: signing.secret ?? WEBHOOK_SECRET,
        ...(signing.timestamp === undefined ? {} : { timestamp: signing.timestamp }),
      });
    }
    return fetch(`${api.baseUrl}/api/billing/webhooks/stripe`, { method: 'POST', headers, body });
  }

  async function deliverOk(payload: object) {
    const response = await deliver(payload);
    expect(response.status).toBe(200);
    return (await response.json()) as { received: boolean; duplicate?: boolean };
  }

  async function subscriptionOf(user: TestUser) {
    const response = await api.call('GET', '/api/subscription', { cookie: user.cookie });
    expect(response.status).toBe(200);
    return SubscriptionState.parse(await response.json());
  }

  async function invoicesOf(user: TestUser) {
    const response = await api.call('GET', '/api/billing/invoices', { cookie: user.cookie });
    expect(response.status).toBe(200);
    return InvoiceListResponse.parse(await response.json()).invoices;
  }

  async function notificationTitles(user: TestUser) {
    const response = await api.call('GET', '/api/notifications', { cookie: user.cookie });
    expect(response.status).toBe(200);
    return NotificationListResponse.parse(await response.json()).notifications.map(
      (notification) => notification.title,
    );
  }

  async function storedEvents(eventId: string) {
    const rows = await getDb().query<{ count: number }>(
      'select count(*)::int as count from payment_events where event_id = $1',
      [eventId],
    );
    return rows[0]?.count;
  }

  async function startCheckout(user: TestUser, plan: 'basic' | 'pro' | 'enterprise') {
    const response = await api.call('POST', '/api/billing/checkout', { cookie: user.cookie, body: { plan } });
    expect(response.status).toBe(200);
    return CheckoutResponse.parse(await response.json());
  }

  function checkoutCompleted(user: TestUser, checkout: { id: string; plan: string }, subscriptionId: string) {
    return stripeEvent('checkout.session.completed', {
      id: `cs_test_${randomUUID()}`,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      customer: `cus_${user.user.id.slice(0, 8)}`,
      subscription: subscriptionId,
      client_reference_id: user.user.id,
      metadata: { checkoutId: checkout.id, userId: user.user.id, plan: checkout.plan },
    });
  }

  /** A user paying `plan` through Stripe, with the subscription the stand-in then reports. */
  async function subscriber(plan: 'basic' | 'pro') {
    const user = await signUpTestUser(api.baseUrl);
    const { checkout } = await startCheckout(user, plan);
    const subscriptionId = `sub_${randomUUID().slice(0, 12)}`;
    await deliverOk(checkoutCompleted(user, checkout, subscriptionId));
    const state = await subscriptionOf(user);
    const periodStart = Math.floor(Date.parse(state.periodStart) / 1000);
    const subscription: StandInSubscription = {
      id: subscriptionId,
      object: 'subscription',
      status: 'active',
      customer: `cus_${user.user.id.slice(0, 8)}`,
      cancel_at_period_end: false,
      cancel_at: null,
      metadata: { userId: user.user.id, plan },
      items: {
        object: 'list',
        data: [
          {
            id: `si_${subscriptionId}`,
            object: 'subscription_item',
            current_period_start: periodStart,
            current_period_end: periodStart + PERIOD_S,
          },
        ],
      },
      latest_invoice: null,
    };
    standIn.subscriptions.set(subscriptionId, subscription);
    return { user, subscription };
  }

  function invoiceEvent(
    type: 'invoice.paid' | 'invoice.payment_failed',
    subscription: { id: string; metadata: Record<string, string> },
    invoice: { id: string; amount: number; start: number },
  ) {
    return stripeEvent(type, {
      id: invoice.id,
      object: 'invoice',
      status: type === 'invoice.paid' ? 'paid' : 'open',
      currency: 'brl',
      amount_due: invoice.amount,
      amount_paid: type === 'invoice.paid' ? invoice.amount : 0,
      hosted_invoice_url: `https://invoice.stripe.test/i/${invoice.id}`,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      lines: {
        object: 'list',
        data: [
          {
            id: `il_${invoice.id}`,
            object: 'line_item',
            amount: invoice.amount,
            metadata: {},
            period: { start: invoice.start, end: invoice.start + PERIOD_S },
          },
        ],
      },
    });
  }

  function subscriptionEvent(
    type: string,
    subscription: StandInSubscription,
    changes: Partial<StandInSubscription> = {},
  ) {
    return stripeEvent(type, { ...structuredClone(subscription), ...changes });
  }

  describe('checkout', () => {
    it('sends the buyer to Stripe with the monthly price, leaving a pending checkout and no card asked', async () => {
      const user = await signUpTestUser(api.baseUrl);
      const from = standIn.requests.length;
      const { checkout, redirectUrl } = await startCheckout(user, 'pro');

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

      const state = await subscriptionOf(user);
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
      const { checkout } = await startCheckout(user, 'pro');
      const event = checkoutCompleted(user, checkout, 'sub_completed_once');

      expect(await deliverOk(event)).toEqual({ received: true });
      const state = await subscriptionOf(user);
      expect(state).toMatchObject({ plan: 'pro', status: 'active', pendingPlan: null, isActive: true });
      const paid = await api.call('GET', `/api/billing/checkouts/${checkout.id}`, { cookie: user.cookie });
      expect(Checkout.parse(((await paid.json()) as { checkout: unknown }).checkout)).toMatchObject({
        status: 'paid',
        paidAt: expect.any(String),
      });

      expect(await deliverOk(event)).toEqual({ received: true, duplicate: true });
      // Stripe may also send the news as a second event: the checkout is paid already.
      await deliverOk({ ...event, id: `${event.id}_again` });
      expect(await storedEvents(event.id)).toBe(1);
      const after = await subscriptionOf(user);
      expect(after.plan).toBe('pro');
      expect([after.periodStart, after.renewalDate]).toEqual([state.periodStart, state.renewalDate]);
      const succeeded = (await notificationTitles(user)).filter(
        (title) => title === SYSTEM_NOTIFICATIONS.paymentSucceeded.title,
      );
      expect(succeeded).toHaveLength(1);
    });

    it('completes a checkout paid later (a bank debit) only when Stripe reports the payment', async () => {
      const user = await signUpTestUser(api.baseUrl);
      const { checkout } = await startCheckout(user, 'basic');
      const completed = checkoutCompleted(user, checkout, 'sub_paid_later');

      await deliverOk({ ...completed, data: { object: { ...completed.data.object, payment_status: 'unpaid' } } });
      expect((await subscriptionOf(user)).plan).toBe('free');
      await deliverOk(stripeEvent('checkout.session.async_payment_succeeded', completed.data.object));
      expect(await subscriptionOf(user)).toMatchObject({ plan: 'basic', status: 'active' });
    });

    it('refuses forged, replayed and unsigned deliveries with 400, changing nothing', async () => {
      const user = await signUpTestUser(api.baseUrl);
      const { checkout } = await startCheckout(user, 'pro');
      const event = checkoutCompleted(user, checkout, 'sub_never');

      const attempts = [
        await deliver(event, { secret: 'whsec_someone_else' }),
        // Signed with the right secret, but 10 minutes ago: past the 300 s tolerance.
        await deliver(event, { timestamp: nowSeconds() - 600 }),
        await deliver(event, { unsigned: true }),
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

      expect(await storedEvents(event.id)).toBe(0);
      expect((await subscriptionOf(user)).plan).toBe('free');
      const pending = await api.call('GET', `/api/billing/checkouts/${checkout.id}`, { cookie: user.cookie });
      expect(((await pending.json()) as { checkout: { status: string } }).checkout.status).toBe('pending');
    });

    it('claims and ignores events it does not handle, and those naming nothing of ours', async () => {
      const unknownType = stripeEvent('customer.created', { id: 'cus_nobody', object: 'customer' });
      expect(await deliverOk(unknownType)).toEqual({ received: true });
      expect(await storedEvents(unknownType.id)).toBe(1);

      const user = await signUpTestUser(api.baseUrl);
      const unknownCheckout = checkoutCompleted(user, { id: randomUUID(), plan: 'pro' }, 'sub_unknown_checkout');
      expect(await deliverOk(unknownCheckout)).toEqual({ received: true });
      const unknownSubscription = stripeEvent('customer.subscription.deleted', {
        id: 'sub_of_nobody',
        object: 'subscription',
        items: { data: [] },
        metadata: {},
      });
      expect(await deliverOk(unknownSubscription)).toEqual({ received: true });
      expect((await subscriptionOf(user)).plan).toBe('free');
    });

    it('invoice.paid records one invoice, however often it arrives', async () => {
      const { user, subscription } = await subscriber('pro');
      const start = subscription.items.data[0]?.current_period_start ?? 0;
      const event = invoiceEvent('invoice.paid', subscription, { id: 'in_paid_once', amount: 79_00, start });

      await deliverOk(event);
      expect(await deliverOk(event)).toEqual({ received: true, duplicate: true });
      await deliverOk({ ...event, id: `${event.id}_resent` });

      const invoices = await invoicesOf(user);
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
      await startCheckout(user, 'basic');
      const start = nowSeconds();
      const subscription = { id: 'sub_not_linked_yet', metadata: { userId: user.user.id, plan: 'basic' } };
      await deliverOk(invoiceEvent('invoice.paid', subscription, { id: 'in_early', amount: 29_00, start }));

      expect(await invoicesOf(user)).toMatchObject([{ plan: 'basic', status: 'paid', amountCents: 29_00 }]);
    });

    it('customer.subscription.updated applies the period and a cancellation booked at Stripe', async () => {
      const { user, subscription } = await subscriber('pro');
      const start = nowSeconds() - DAY_S;
      const item = {
        ...subscription.items.data[0]!,
        current_period_start: start,
        current_period_end: start + PERIOD_S,
      };

      await deliverOk(
        subscriptionEvent('customer.subscription.updated', subscription, {
          cancel_at_period_end: true,
          items: { object: 'list', data: [item] },
        }),
      );
      expect(await subscriptionOf(user)).toMatchObject({
        plan: 'pro',
        status: 'active',
        pendingPlan: 'free',
        periodStart: new Date(start * 1000).toISOString(),
        renewalDate: new Date((start + PERIOD_S) * 1000).toISOString(),
      });

      await deliverOk(
        subscriptionEvent('customer.subscription.updated', subscription, {
          status: 'past_due',
          items: { object: 'list', data: [item] },
        }),
      );
      expect(await subscriptionOf(user)).toMatchObject({
        plan: 'pro',
        status: 'past_due',
        isActive: false,
        pendingPlan: null,
      });

      // As the dashboard and the customer portal book it; a later date would not end this period.
      await deliverOk(
        subscriptionEvent('customer.subscription.updated', subscription, {
          cancel_at: start + PERIOD_S + DAY_S,
          items: { object: 'list', data: [item] },
        }),
      );
      expect((await subscriptionOf(user)).pendingPlan).toBeNull();
      await deliverOk(
        subscriptionEvent('customer.subscription.updated', subscription, {
          cancel_at: start + PERIOD_S,
          items: { object: 'list', data: [item] },
        }),
      );
      expect(await subscriptionOf(user)).toMatchObject({ status: 'active', pendingPlan: 'free' });
    });

    it('customer.subscription.deleted puts the user on Free and unlinks the subscription', async () => {
      const { user, subscription } = await subscriber('pro');
      const before = await subscriptionOf(user);

      await deliverOk(subscriptionEvent('customer.subscription.deleted', subscription, { status: 'canceled' }));
      const after = await subscriptionOf(user);
      expect(after).toMatchObject({
        plan: 'free',
        status: 'active',
        pendingPlan: null,
        renewalDate: before.renewalDate,
      });

      // Later news of that subscription no longer concerns the user.
      await deliverOk(subscriptionEvent('customer.subscription.updated', subscription));
      expect((await subscriptionOf(user)).plan).toBe('free');
    });

    it('invoice.payment_failed makes the subscription past due, records a failed invoice and tells the user', async () => {
      const { user, subscription } = await subscriber('pro');
      const start = (subscription.items.data[0]?.current_period_end ?? 0) - 1;

      await deliverOk(invoiceEvent('invoice.payment_failed', subscription, { id: 'in_failed', amount: 79_00, start }));
      expect(await subscriptionOf(user)).toMatchObject({ plan: 'pro', status: 'past_due', isActive: false });
      expect(await invoicesOf(user)).toMatchObject([{ status: 'failed', amountCents: 79_00, plan: 'pro' }]);
      const failed = (await notificationTitles(user)).filter(
        (title) => title === SYSTEM_NOTIFICATIONS.paymentFailed.title,
      );
      expect(failed).toHaveLength(1);
    });
  });

  describe('a plan paid through Stripe', () => {
    it('is upgraded by changing the subscription, charged at once, its invoice recorded once', async () => {
      const { user, subscription } = await subscriber('basic');
      const from = standIn.requests.length;
      const { checkout, redirectUrl } = await startCheckout(user, 'pro');

      expect(redirectUrl).toBeNull();
      expect(checkout.status).toBe('paid');
      expect(await subscriptionOf(user)).toMatchObject({ plan: 'pro', status: 'active' });
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
      expect(await invoicesOf(user)).toMatchObject([
        { plan: 'pro', status: 'paid', amountCents: checkout.amountCents },
      ]);
      const start = subscription.items.data[0]?.current_period_start ?? 0;
      const latest = subscription.latest_invoice ?? '';
      await deliverOk(invoiceEvent('invoice.paid', subscription, { id: latest, amount: 40_00, start }));
      expect(await invoicesOf(user)).toMatchObject([{ plan: 'pro', status: 'paid', amountCents: 40_00 }]);
    });

    it('is not upgraded when Stripe declines the card', async () => {
      const { user, subscription } = await subscriber('basic');
      standIn.failNext(`POST /v1/subscriptions/${subscription.id}`, 402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      });
      const response = await api.call('POST', '/api/billing/checkout', { cookie: user.cookie, body: { plan: 'pro' } });
      expect(response.status).toBe(402);
      expect(ErrorResponse.parse(await response.json()).error.code).toBe('PAYMENT_DECLINED');
      expect((await subscriptionOf(user)).plan).toBe('basic');
      const [attempt] = await getDb().query<{ status: string; failure_reason: string }>(
        'select status, failure_reason from checkouts where user_id = $1 and plan = $2',
        [user.user.id, 'pro'],
      );
      expect(attempt).toEqual({ status: 'failed', failure_reason: 'insufficient_funds' });
    });

    it('books Free as a cancellation at the period end, a downgrade as the next period price, and withdraws either', async () => {
      const { user, subscription } = await subscriber('pro');
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
      const { user, subscription } = await subscriber('pro');
      await api.call('POST', '/api/subscription/change', { cookie: user.cookie, body: { plan: 'basic' } });
      const booked = subscription.items.data[0]!;

      // Still this period (a repeated update, say): Pro, with Basic booked.
      await deliverOk(subscriptionEvent('customer.subscription.updated', subscription));
      expect(await subscriptionOf(user)).toMatchObject({ plan: 'pro', pendingPlan: 'basic' });

      const next = {
        ...booked,
        current_period_start: booked.current_period_end,
        current_period_end: booked.current_period_end + PERIOD_S,
      };
      await deliverOk(
        subscriptionEvent('customer.subscription.updated', subscription, { items: { object: 'list', data: [next] } }),
      );
      expect(await subscriptionOf(user)).toMatchObject({
        plan: 'basic',
        pendingPlan: null,
        periodStart: new Date(next.current_period_start * 1000).toISOString(),
      });

      await deliverOk(
        invoiceEvent('invoice.paid', subscription, {
          id: 'in_after_downgrade',
          amount: 29_00,
          start: next.current_period_start,
        }),
      );
      expect(await invoicesOf(user)).toMatchObject([{ plan: 'basic', amountCents: 29_00 }]);
    });
  });
});
