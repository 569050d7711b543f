import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CheckoutResponse, InvoiceListResponse } from '@alavanca/contracts/billing';
import { NotificationListResponse } from '@alavanca/contracts/notifications';
import { SubscriptionState } from '@alavanca/contracts/subscription';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../db/client';
import { signUpTestUser, type TestUser } from './users';
import { startTestApp, type TestApp } from './test-app';

export const SECRET_KEY = 'sk_test_stand_in';
export const WEBHOOK_SECRET = 'whsec_stand_in_secret';
export const DAY_S = 24 * 60 * 60;
export const PERIOD_S = 30 * DAY_S;

export interface RecordedRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  authorization: string | undefined;
}

/** What the stand-in keeps of a subscription: what our code reads back from Stripe. */
export interface StandInSubscription {
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
export async function startStripeStandIn() {
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

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export function stripeEvent(type: string, object: object) {
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

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

/** The Stripe tests' app, talking to a Stripe stand-in, for the enclosing suite; and their ways of driving both. */
export function useStripeApp(getDb: () => Database) {
  const standIn = {} as StripeStandIn;
  const api = {} as TestApp;
  beforeAll(async () => {
    Object.assign(standIn, await startStripeStandIn());
    Object.assign(
      api,
      await startTestApp(getDb(), {
        config: { stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: standIn.url } },
      }),
    );
  });
  afterAll(async () => {
    await api.close?.();
    await standIn.close?.();
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

  return {
    api,
    standIn,
    deliver,
    deliverOk,
    subscriptionOf,
    invoicesOf,
    notificationTitles,
    storedEvents,
    startCheckout,
    checkoutCompleted,
    subscriber,
    invoiceEvent,
    subscriptionEvent,
  };
}
