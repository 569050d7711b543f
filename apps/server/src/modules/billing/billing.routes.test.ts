import { randomUUID } from 'node:crypto';
import { CheckoutResponse, InvoiceListResponse, type Invoice } from '@alavanca/contracts/billing';
import { ErrorResponse } from '@alavanca/contracts/errors';
import { SubscriptionState } from '@alavanca/contracts/subscription';
import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import { PLAN_LIMITS } from '@alavanca/domain/quotas/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { describeEachDatabase } from '../../test/databases';
import { agePeriod } from '../../test/subscriptions';
import { signUpTestUser, type TestUser } from '../../test/users';
import { startTestApp, type TestApp } from '../../test/test-app';

const DAY_MS = 24 * 60 * 60_000;
const PERIOD_MS = 30 * DAY_MS;
const NO_USAGE = { simulations: 0, validations: 0, aiConsultations: 0, reports: 0 };

/** An expiry a few years ahead, as printed on a card: "MM/YY". */
const FUTURE_EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
const APPROVED_CARD = {
  holderName: 'Ana Maria Souza',
  number: '4242 4242 4242 4242',
  expiry: FUTURE_EXPIRY,
  cvc: '123',
};
const DECLINED_CARD = { ...APPROVED_CARD, number: '4000 0000 0000 0002' };

const CheckoutBody = z.object({ checkout: CheckoutResponse.shape.checkout });

/**
 * Moves everything dated of the user's subscription `days` into the past, as if that much time
 * had gone by: the current period, its counters and the invoices and checkouts already made.
 */
async function ageSubscription(db: Database, userId: string, days: number): Promise<void> {
  await agePeriod(db, userId, days);
  await db.query(
    `update invoices
        set period_start = period_start - make_interval(days => $2),
            period_end = period_end - make_interval(days => $2),
            created_at = created_at - make_interval(days => $2)
      where user_id = $1`,
    [userId, days],
  );
  await db.query(
    `update checkouts
        set created_at = created_at - make_interval(days => $2),
            paid_at = paid_at - make_interval(days => $2)
      where user_id = $1`,
    [userId, days],
  );
}

interface CheckoutRecord extends Record<string, unknown> {
  plan: string;
  status: string;
  amount_cents: number;
  currency: string;
  provider: string;
  failure_reason: string | null;
  paid_at: Date | null;
}

async function checkoutRows(db: Database, userId: string): Promise<CheckoutRecord[]> {
  return db.query<CheckoutRecord>(
    `select plan, status, amount_cents, currency, provider, failure_reason, paid_at from checkouts where user_id = $1 order by created_at`,
    [userId],
  );
}

async function invoiceCount(db: Database, userId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(`select count(*)::int as count from invoices where user_id = $1`, [
    userId,
  ]);
  return row?.count ?? -1;
}

async function notificationTitles(db: Database, userId: string): Promise<string[]> {
  const rows = await db.query<{ title: string }>(
    `select title from notifications where user_id = $1 order by created_at`,
    [userId],
  );
  return rows.map((row) => row.title);
}

describeEachDatabase('billing with the sandbox gateway', (getDb) => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp(getDb());
  });
  afterAll(async () => {
    await api?.close();
  });

  const newUser = (overrides: Parameters<typeof signUpTestUser>[1] = {}) => signUpTestUser(api.baseUrl, overrides);

  function postCheckout(user: TestUser, body: unknown): Promise<Response> {
    return api.call('POST', '/api/billing/checkout', { cookie: user.cookie, body });
  }

  async function buy(user: TestUser, plan: string, card: unknown = APPROVED_CARD): Promise<CheckoutResponse> {
    const response = await postCheckout(user, { plan, card });
    expect(response.status, `buying ${plan}`).toBe(200);
    return CheckoutResponse.parse(await response.json());
  }

  async function errorOf(response: Response) {
    return ErrorResponse.parse(await response.json()).error;
  }

  async function state(user: TestUser): Promise<SubscriptionState> {
    const response = await api.call('GET', '/api/subscription', { cookie: user.cookie });
    expect(response.status).toBe(200);
    return SubscriptionState.parse(await response.json());
  }

  async function invoices(user: TestUser): Promise<Invoice[]> {
    const response = await api.call('GET', '/api/billing/invoices', { cookie: user.cookie });
    expect(response.status).toBe(200);
    return InvoiceListResponse.parse(await response.json()).invoices;
  }

  function change(user: TestUser, plan: unknown): Promise<Response> {
    return api.call('POST', '/api/subscription/change', { cookie: user.cookie, body: { plan } });
  }

  async function increment(user: TestUser, usageType: string): Promise<void> {
    const response = await api.call('POST', '/api/subscription-check', {
      cookie: user.cookie,
      body: { usageType, action: 'increment' },
    });
    expect(response.status).toBe(200);
  }

  /** Asserts the user is still on a Free subscription nobody paid for. */
  async function expectUntouched(user: TestUser): Promise<void> {
    expect(await state(user)).toMatchObject({ plan: 'free', status: 'active', pendingPlan: null, paymentMethod: null });
    expect(await checkoutRows(getDb(), user.user.id)).toEqual([]);
    expect(await invoiceCount(getDb(), user.user.id)).toBe(0);
  }

  describe('POST /api/billing/checkout: refused input', () => {
    it('asks for the card when none is sent', async () => {
      const alice = await newUser();
      const response = await postCheckout(alice, { plan: 'basic' });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'card', message: 'validation.required' }],
      });
      await expectUntouched(alice);
    });

    it.each([
      ['a number failing the Luhn check', { number: '4242 4242 4242 4241' }, 'card.number', 'validation.cardNumber'],
      ['an expiry in the past', { expiry: '01/20' }, 'card.expiry', 'validation.cardExpiry'],
      ['a 2-digit CVC', { cvc: '12' }, 'card.cvc', 'validation.cardCvc'],
      ['an empty holder name', { holderName: '' }, 'card.holderName', 'validation.required'],
    ])('refuses %s with the issue on its field', async (_label, patch, path, message) => {
      const alice = await newUser();
      const response = await postCheckout(alice, { plan: 'basic', card: { ...APPROVED_CARD, ...patch } });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path, message }] });
      await expectUntouched(alice);
    });

    it.each(['free', 'gold'])('refuses the plan %s', async (plan) => {
      const alice = await newUser();
      const response = await postCheckout(alice, { plan, card: APPROVED_CARD });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'plan', message: 'validation.invalidOption' }],
      });
      await expectUntouched(alice);
    });
  });

  describe('POST /api/billing/checkout: payments', () => {
    it('answers 402 for a declined test card, keeps the attempt on record and changes nothing else', async () => {
      const alice = await newUser();
      const response = await postCheckout(alice, { plan: 'basic', card: DECLINED_CARD });
      expect(response.status).toBe(402);
      expect((await errorOf(response)).code).toBe('PAYMENT_DECLINED');

      expect(await state(alice)).toMatchObject({ plan: 'free', status: 'active', paymentMethod: null });
      expect(await checkoutRows(getDb(), alice.user.id)).toEqual([
        {
          plan: 'basic',
          status: 'failed',
          amount_cents: 2900,
          currency: 'BRL',
          provider: 'sandbox',
          failure_reason: 'generic_decline',
          paid_at: null,
        },
      ]);
      expect(await invoiceCount(getDb(), alice.user.id)).toBe(0);
      expect(await invoices(alice)).toEqual([]);
      expect(await notificationTitles(getDb(), alice.user.id)).not.toContain(
        SYSTEM_NOTIFICATIONS.paymentSucceeded.title,
      );
    });

    it('charges an approved card at once: plan, period, card, invoice, checkout and notification', async () => {
      const alice = await newUser({ language: 'pt-BR' });
      // A use on Free, which must not follow her into the paid period.
      await increment(alice, 'simulations');
      expect((await state(alice)).usage.simulations).toBe(1);

      const before = Date.now();
      const bought = await buy(alice, 'basic');
      const after = Date.now();
      expect(bought.redirectUrl).toBeNull();
      expect(bought.checkout).toMatchObject({ status: 'paid', plan: 'basic', amountCents: 2900, currency: 'BRL' });
      const paidAt = Date.parse(bought.checkout.paidAt ?? '');
      expect(paidAt).toBeGreaterThanOrEqual(before);
      expect(paidAt).toBeLessThanOrEqual(after);

      const current = await state(alice);
      expect(current).toMatchObject({
        plan: 'basic',
        status: 'active',
        isActive: true,
        limits: PLAN_LIMITS.basic,
        usage: NO_USAGE,
        trialEndsAt: null,
        pendingPlan: null,
        paymentMethod: { brand: 'visa', last4: '4242' },
        provider: 'sandbox',
      });
      const start = Date.parse(current.periodStart);
      expect(start).toBeGreaterThanOrEqual(before);
      expect(start).toBeLessThanOrEqual(after);
      expect(Date.parse(current.renewalDate) - start).toBe(PERIOD_MS);

      // Usage counts from zero in the new period, against Basic's limits.
      await increment(alice, 'simulations');
      expect((await state(alice)).usage).toEqual({ ...NO_USAGE, simulations: 1 });

      const list = await invoices(alice);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        plan: 'basic',
        status: 'paid',
        amountCents: 2900,
        currency: 'BRL',
        periodStart: current.periodStart,
        periodEnd: current.renewalDate,
        url: null,
      });

      const fetched = await api.call('GET', `/api/billing/checkouts/${bought.checkout.id}`, { cookie: alice.cookie });
      expect(fetched.status).toBe(200);
      expect(CheckoutBody.parse(await fetched.json())).toEqual({ checkout: bought.checkout });

      const notifications = await getDb().query<{
        title: string;
        description: string;
        type: string;
        route: string | null;
      }>(`select title, description, type, route from notifications where user_id = $1 and title = $2`, [
        alice.user.id,
        SYSTEM_NOTIFICATIONS.paymentSucceeded.title,
      ]);
      expect(notifications).toEqual([
        {
          title: SYSTEM_NOTIFICATIONS.paymentSucceeded.title,
          description: SYSTEM_NOTIFICATIONS.paymentSucceeded.description,
          type: SYSTEM_NOTIFICATIONS.paymentSucceeded.type,
          route: '/dashboard/planos',
        },
      ]);
    });

    it('charges a user who signed up in en-US in US dollars', async () => {
      const john = await newUser({ language: 'en-US' });
      const bought = await buy(john, 'basic');
      expect(bought.checkout).toMatchObject({ status: 'paid', plan: 'basic', amountCents: 900, currency: 'USD' });
      const list = await invoices(john);
      expect(list.map((invoice) => [invoice.amountCents, invoice.currency])).toEqual([[900, 'USD']]);
    });

    it('prorates an upgrade in the middle of a period and keeps its dates', async () => {
      const alice = await newUser({ language: 'pt-BR' });
      await buy(alice, 'basic');
      await ageSubscription(getDb(), alice.user.id, 15);
      const halfway = await state(alice);
      expect(halfway.plan).toBe('basic');

      const upgrade = await buy(alice, 'pro');
      // (79,00 - 29,00) for the half of the period that is left.
      expect(upgrade.checkout).toMatchObject({ status: 'paid', plan: 'pro', amountCents: 2500, currency: 'BRL' });

      const current = await state(alice);
      expect(current).toMatchObject({ plan: 'pro', status: 'active', limits: PLAN_LIMITS.pro, pendingPlan: null });
      expect(current.periodStart).toBe(halfway.periodStart);
      expect(current.renewalDate).toBe(halfway.renewalDate);

      const list = await invoices(alice);
      expect(
        list.map((invoice) => ({ plan: invoice.plan, amountCents: invoice.amountCents, currency: invoice.currency })),
      ).toEqual([
        { plan: 'pro', amountCents: 2500, currency: 'BRL' },
        { plan: 'basic', amountCents: 2900, currency: 'BRL' },
      ]);
      expect(list[0]).toMatchObject({ periodStart: halfway.periodStart, periodEnd: halfway.renewalDate });
    });

    it('refuses the same or a lower plan with 409 and charges nothing', async () => {
      const alice = await newUser();
      await buy(alice, 'pro');
      for (const plan of ['pro', 'basic']) {
        const response = await postCheckout(alice, { plan, card: APPROVED_CARD });
        expect(response.status, plan).toBe(409);
        expect((await errorOf(response)).code).toBe('CONFLICT');
      }
      expect((await checkoutRows(getDb(), alice.user.id)).map((row) => [row.plan, row.status])).toEqual([
        ['pro', 'paid'],
      ]);
      expect(await invoiceCount(getDb(), alice.user.id)).toBe(1);
      expect((await state(alice)).plan).toBe('pro');
    });

    it('sells a plan during a trial at full price, with a new period', async () => {
      const alice = await newUser();
      const trial = await api.call('POST', '/api/subscription/trial', { cookie: alice.cookie });
      expect(trial.status).toBe(200);
      expect(SubscriptionState.parse(await trial.json())).toMatchObject({ plan: 'pro', status: 'trialing' });

      const before = Date.now();
      const bought = await buy(alice, 'basic');
      const after = Date.now();
      expect(bought.checkout).toMatchObject({ status: 'paid', plan: 'basic', amountCents: 2900, currency: 'BRL' });

      const current = await state(alice);
      expect(current).toMatchObject({
        plan: 'basic',
        status: 'active',
        trialEndsAt: null,
        trialAvailable: false,
        limits: PLAN_LIMITS.basic,
      });
      const start = Date.parse(current.periodStart);
      expect(start).toBeGreaterThanOrEqual(before);
      expect(start).toBeLessThanOrEqual(after);
      expect(Date.parse(current.renewalDate) - start).toBe(PERIOD_MS);
    });

    it('bills the sandbox renewal: a new period on a paid plan gets a paid invoice at the full price', async () => {
      const alice = await newUser({ language: 'pt-BR' });
      await buy(alice, 'basic');
      const first = await state(alice);
      await increment(alice, 'simulations');
      await ageSubscription(getDb(), alice.user.id, 31);

      const renewed = await state(alice);
      const expectedStart = Date.parse(first.periodStart) - DAY_MS;
      expect(renewed).toMatchObject({
        plan: 'basic',
        status: 'active',
        usage: NO_USAGE,
        paymentMethod: { brand: 'visa', last4: '4242' },
      });
      expect(Date.parse(renewed.periodStart)).toBe(expectedStart);
      expect(Date.parse(renewed.renewalDate)).toBe(expectedStart + PERIOD_MS);

      const list = await invoices(alice);
      expect(list).toHaveLength(2);
      expect(list[0]).toMatchObject({
        plan: 'basic',
        status: 'paid',
        amountCents: 2900,
        currency: 'BRL',
        periodStart: renewed.periodStart,
        periodEnd: renewed.renewalDate,
      });
      expect(list[1]).toMatchObject({ plan: 'basic', amountCents: 2900, periodEnd: renewed.periodStart });

      // Read again: the same period is not billed twice.
      await state(alice);
      expect(await invoiceCount(getDb(), alice.user.id)).toBe(2);
    });

    it('takes exactly one of two simultaneous checkouts for the same plan', async () => {
      const alice = await newUser();
      const responses = await Promise.all([0, 1].map(() => postCheckout(alice, { plan: 'pro', card: APPROVED_CARD })));
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([200, 409]);
      const loser = responses.find((response) => response.status === 409);
      expect(loser && (await errorOf(loser)).code).toBe('CONFLICT');
      const winner = responses.find((response) => response.status === 200);
      expect(winner && CheckoutResponse.parse(await winner.json()).checkout).toMatchObject({
        status: 'paid',
        plan: 'pro',
        amountCents: 7900,
      });

      const paid = await getDb().query<{ count: number }>(
        `select count(*)::int as count from invoices where user_id = $1 and status = 'paid'`,
        [alice.user.id],
      );
      expect(paid).toEqual([{ count: 1 }]);
      expect((await checkoutRows(getDb(), alice.user.id)).map((row) => row.status)).toEqual(['paid']);
      expect((await state(alice)).plan).toBe('pro');
    });
  });

  describe('POST /api/subscription/change', () => {
    it('books a cancellation for the period end, withdraws it, and applies it when the period ends', async () => {
      const alice = await newUser();
      await buy(alice, 'basic');

      const booked = await change(alice, 'free');
      expect(booked.status).toBe(200);
      expect(SubscriptionState.parse(await booked.json())).toMatchObject({
        plan: 'basic',
        pendingPlan: 'free',
        status: 'active',
      });
      expect((await state(alice)).pendingPlan).toBe('free');

      const resumed = await change(alice, 'basic');
      expect(resumed.status).toBe(200);
      expect(SubscriptionState.parse(await resumed.json())).toMatchObject({ plan: 'basic', pendingPlan: null });

      expect((await change(alice, 'free')).status).toBe(200);
      await ageSubscription(getDb(), alice.user.id, 30);
      const after = await state(alice);
      expect(after).toMatchObject({ plan: 'free', pendingPlan: null, status: 'active', limits: PLAN_LIMITS.free });
      expect(await notificationTitles(getDb(), alice.user.id)).toContain(SYSTEM_NOTIFICATIONS.planChanged.title);
      // Free is not billed: only the original purchase is on record.
      expect(await invoiceCount(getDb(), alice.user.id)).toBe(1);
    });

    it('refuses a change during a trial, an upgrade and an unknown plan', async () => {
      const trialing = await newUser();
      expect((await api.call('POST', '/api/subscription/trial', { cookie: trialing.cookie })).status).toBe(200);
      const duringTrial = await change(trialing, 'free');
      expect(duringTrial.status).toBe(409);
      expect((await errorOf(duringTrial)).code).toBe('CONFLICT');
      expect(await state(trialing)).toMatchObject({ plan: 'pro', status: 'trialing', pendingPlan: null });

      const alice = await newUser();
      await buy(alice, 'basic');
      const upgrade = await change(alice, 'pro');
      expect(upgrade.status).toBe(409);
      expect((await errorOf(upgrade)).code).toBe('CONFLICT');

      const unknown = await change(alice, 'gold');
      expect(unknown.status).toBe(400);
      expect(await errorOf(unknown)).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'plan', message: 'validation.invalidOption' }],
      });
      expect(await state(alice)).toMatchObject({ plan: 'basic', pendingPlan: null });
      expect(await invoiceCount(getDb(), alice.user.id)).toBe(1);
    });
  });

  describe('ownership and sessions', () => {
    it("finds no one else's checkout and lists only the user's own invoices", async () => {
      const alice = await newUser();
      const bob = await newUser();
      const bought = await buy(alice, 'basic');

      for (const id of [bought.checkout.id, randomUUID()]) {
        const response = await api.call('GET', `/api/billing/checkouts/${id}`, { cookie: bob.cookie });
        expect(response.status).toBe(404);
        expect((await errorOf(response)).code).toBe('NOT_FOUND');
      }
      const malformed = await api.call('GET', '/api/billing/checkouts/not-a-uuid', { cookie: alice.cookie });
      expect(malformed.status).toBe(400);
      expect(await errorOf(malformed)).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'id' }] });

      expect(await invoices(bob)).toEqual([]);
      expect((await invoices(alice)).map((invoice) => invoice.amountCents)).toEqual([2900]);
    });

    it('answers 401 on every billing route without a session', async () => {
      for (const [method, path, body] of [
        ['POST', '/api/billing/checkout', { plan: 'basic', card: APPROVED_CARD }],
        ['GET', `/api/billing/checkouts/${randomUUID()}`, undefined],
        ['GET', '/api/billing/invoices', undefined],
        ['POST', '/api/subscription/change', { plan: 'free' }],
      ] as const) {
        const response = await api.call(method, path, body === undefined ? {} : { body });
        expect(response.status, `${method} ${path}`).toBe(401);
        expect((await errorOf(response)).code).toBe('UNAUTHENTICATED');
      }
    });
  });
});
