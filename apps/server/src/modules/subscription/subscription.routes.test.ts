import { ErrorResponse } from '@alavanca/contracts/errors';
import { RealtimeEvent } from '@alavanca/contracts/notifications';
import { SubscriptionCheckResponse, SubscriptionState } from '@alavanca/contracts/subscription';
import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import { PLAN_LIMITS } from '@alavanca/domain/quotas/plans';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { describeEachDatabase } from '../../test/databases';
import { agePeriod } from '../../test/subscriptions';
import { signUpTestUser, type TestUser } from '../../test/users';
import { startTestApp, type TestApp } from '../../test/test-app';

const DAY_MS = 24 * 60 * 60_000;
const CONCURRENT_REQUESTS = 200;

/** Puts a user on a plan directly, as a finished payment would. */
async function setPlan(db: Database, userId: string, plan: string): Promise<void> {
  await db.query(`update subscriptions set plan = $2, status = 'active' where user_id = $1`, [userId, plan]);
}

async function counters(db: Database, userId: string) {
  return db.query<{
    period_start: Date;
    simulations: number;
    validations: number;
    ai_consultations: number;
    reports: number;
  }>(
    `select period_start, simulations, validations, ai_consultations, reports from usage_counters where user_id = $1 order by period_start`,
    [userId],
  );
}

describeEachDatabase('plans and usage', (getDb) => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp(getDb());
  });
  afterAll(async () => {
    await api?.close();
  });

  const newUser = (overrides: Parameters<typeof signUpTestUser>[1] = {}) => signUpTestUser(api.baseUrl, overrides);

  async function state(user: TestUser): Promise<SubscriptionState> {
    const response = await api.call('GET', '/api/subscription', { cookie: user.cookie });
    expect(response.status).toBe(200);
    return SubscriptionState.parse(await response.json());
  }

  async function usageCheck(user: TestUser, body: unknown) {
    const response = await api.call('POST', '/api/subscription-check', { cookie: user.cookie, body });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  async function increment(user: TestUser, usageType: string) {
    const { status, body } = await usageCheck(user, { usageType, action: 'increment' });
    expect(status).toBe(200);
    return SubscriptionCheckResponse.parse(body);
  }

  it('starts every new account on Free, active, with zero usage and a 30-day period', async () => {
    const before = Date.now();
    const alice = await newUser();
    const current = await state(alice);
    expect(current).toMatchObject({
      plan: 'free',
      status: 'active',
      isActive: true,
      limits: PLAN_LIMITS.free,
      usage: { simulations: 0, validations: 0, aiConsultations: 0, reports: 0 },
      trialEndsAt: null,
      trialAvailable: true,
      pendingPlan: null,
      paymentMethod: null,
      provider: 'sandbox',
    });
    const start = Date.parse(current.periodStart);
    expect(start).toBeGreaterThanOrEqual(before - 1_000);
    expect(Date.parse(current.renewalDate) - start).toBe(30 * DAY_MS);
  });

  it('answers check and increment with the spec fields, and refuses past the limit without counting', async () => {
    const alice = await newUser();
    const checked = await usageCheck(alice, { usageType: 'simulations', action: 'check' });
    expect(checked).toEqual({
      status: 200,
      body: { currentUsage: 0, plan: 'free', allowed: true, success: true, error: null, limit: 1 },
    });

    expect(await increment(alice, 'simulations')).toEqual({
      currentUsage: 1,
      plan: 'free',
      allowed: true,
      success: true,
      error: null,
      limit: 1,
    });
    const refused = await increment(alice, 'simulations');
    expect(refused).toEqual({
      currentUsage: 1,
      plan: 'free',
      allowed: false,
      success: false,
      error: 'Você atingiu seu limite de simulações para seu plano atual.',
      limit: 1,
    });
    expect((await usageCheck(alice, { usageType: 'simulations', action: 'check' })).body).toMatchObject({
      allowed: false,
      currentUsage: 1,
    });
    expect((await state(alice)).usage).toEqual({ simulations: 1, validations: 0, aiConsultations: 0, reports: 0 });
    const [row] = await counters(getDb(), alice.user.id);
    expect(row?.simulations).toBe(1);
  });

  it("words the refusal in the user's language", async () => {
    const hans = await newUser({ language: 'de-DE' });
    await increment(hans, 'validations');
    expect((await increment(hans, 'validations')).error).toBe(
      'Sie haben Ihr Limit für Validierungen in Ihrem aktuellen Tarif erreicht.',
    );
    // Free has no reports at all.
    expect((await increment(hans, 'reports')).error).toBe(
      'Sie haben Ihr Limit für Berichte in Ihrem aktuellen Tarif erreicht.',
    );
  });

  it(`counts exactly the limit when ${CONCURRENT_REQUESTS} increments arrive at once`, async () => {
    const alice = await newUser();
    await setPlan(getDb(), alice.user.id, 'basic');
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT_REQUESTS }, () => increment(alice, 'simulations')),
    );
    const allowed = answers.filter((answer) => answer.allowed);
    expect(allowed).toHaveLength(PLAN_LIMITS.basic.simulations);
    // Each success saw a different count: 1, 2, 3, 4.
    expect(allowed.map((answer) => answer.currentUsage).sort()).toEqual([1, 2, 3, 4]);
    expect(
      answers
        .filter((answer) => !answer.allowed)
        .every((answer) => answer.currentUsage === 4 && answer.success === false),
    ).toBe(true);
    expect((await counters(getDb(), alice.user.id))[0]?.simulations).toBe(4);
  }, 60_000);

  it('never limits an unlimited counter', async () => {
    const alice = await newUser();
    await setPlan(getDb(), alice.user.id, 'pro');
    const answers = await Promise.all(Array.from({ length: 25 }, () => increment(alice, 'aiConsultations')));
    expect(answers.every((answer) => answer.allowed && answer.limit === -1 && answer.plan === 'pro')).toBe(true);
    expect((await state(alice)).usage.aiConsultations).toBe(25);
    expect((await state(alice)).limits).toEqual(PLAN_LIMITS.pro);
  });

  it('rolls the period over by date: a new period of whole 30-day steps, counters from zero, the old ones kept', async () => {
    const alice = await newUser();
    await increment(alice, 'simulations');
    const first = await state(alice);
    expect((await increment(alice, 'simulations')).allowed).toBe(false);

    await agePeriod(getDb(), alice.user.id, 65);
    // The increment finds the period over, settles it and counts in the new one.
    const counted = await increment(alice, 'simulations');
    expect(counted).toMatchObject({ allowed: true, currentUsage: 1 });

    const next = await state(alice);
    const oldStart = Date.parse(first.periodStart) - 65 * DAY_MS;
    expect(Date.parse(next.periodStart)).toBe(oldStart + 60 * DAY_MS);
    expect(Date.parse(next.renewalDate)).toBe(oldStart + 90 * DAY_MS);
    expect(next.usage.simulations).toBe(1);
    const rows = await counters(getDb(), alice.user.id);
    expect(rows.map((row) => row.simulations)).toEqual([1, 1]);
  });

  it('rolls over on read too', async () => {
    const alice = await newUser();
    await increment(alice, 'aiConsultations');
    await agePeriod(getDb(), alice.user.id, 30);
    const next = await state(alice);
    expect(next.usage.aiConsultations).toBe(0);
    expect(Date.parse(next.renewalDate)).toBeGreaterThan(Date.now());
  });

  it('starts a 14-day Pro trial once, without a card, and falls back to Free when it ends', async () => {
    const alice = await newUser();
    const response = await api.call('POST', '/api/subscription/trial', { cookie: alice.cookie });
    expect(response.status).toBe(200);
    const trial = SubscriptionState.parse(await response.json());
    expect(trial).toMatchObject({
      plan: 'pro',
      status: 'trialing',
      isActive: true,
      trialAvailable: false,
      limits: PLAN_LIMITS.pro,
    });
    expect(Date.parse(trial.trialEndsAt ?? '') - Date.now()).toBeGreaterThan(14 * DAY_MS - 60_000);
    expect(Date.parse(trial.trialEndsAt ?? '') - Date.now()).toBeLessThanOrEqual(14 * DAY_MS);

    // Pro limits during the trial.
    for (let used = 1; used <= 3; used += 1) expect((await increment(alice, 'simulations')).currentUsage).toBe(used);

    const again = await api.call('POST', '/api/subscription/trial', { cookie: alice.cookie });
    expect(again.status).toBe(409);
    expect(ErrorResponse.parse(await again.json()).error.code).toBe('TRIAL_UNAVAILABLE');

    await getDb().query(`update subscriptions set trial_ends_at = now() - interval '1 minute' where user_id = $1`, [
      alice.user.id,
    ]);
    // The increment sees the trial over: Free's one simulation is long used.
    expect(await increment(alice, 'simulations')).toMatchObject({
      allowed: false,
      plan: 'free',
      currentUsage: 3,
      limit: 1,
    });
    const after = await state(alice);
    expect(after).toMatchObject({ plan: 'free', status: 'active', trialEndsAt: null, trialAvailable: false });

    const notifications = await getDb().query<{ title: string }>(`select title from notifications where user_id = $1`, [
      alice.user.id,
    ]);
    const titles = notifications.map((row) => row.title);
    expect(titles).toContain(SYSTEM_NOTIFICATIONS.trialStarted.title);
    expect(titles.filter((title) => title === SYSTEM_NOTIFICATIONS.trialEnded.title)).toHaveLength(1);

    const late = await api.call('POST', '/api/subscription/trial', { cookie: alice.cookie });
    expect(late.status).toBe(409);
  });

  it('refuses an unknown usage type or action with 400 and counts nothing', async () => {
    const alice = await newUser();
    for (const body of [
      { usageType: 'rockets', action: 'increment' },
      { usageType: 'simulations', action: 'decrement' },
      { action: 'increment' },
      'simulations',
    ]) {
      const { status, body: answer } = await usageCheck(alice, body);
      expect(status).toBe(400);
      expect(ErrorResponse.parse(answer).error.code).toBe('VALIDATION_FAILED');
    }
    expect((await state(alice)).usage).toEqual({ simulations: 0, validations: 0, aiConsultations: 0, reports: 0 });
  });

  it('answers 401 without a session', async () => {
    for (const [method, path] of [
      ['GET', '/api/subscription'],
      ['POST', '/api/subscription-check'],
      ['POST', '/api/subscription/trial'],
      ['POST', '/api/subscription/change'],
    ] as const) {
      const response = await api.call(
        method,
        path,
        method === 'POST' ? { body: { usageType: 'simulations', action: 'check', plan: 'free' } } : {},
      );
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it("ignores another user's id in the body: the session decides whose usage counts", async () => {
    const alice = await newUser();
    const bob = await newUser();
    expect(
      (await usageCheck(alice, { usageType: 'simulations', action: 'increment', userId: bob.user.id })).status,
    ).toBe(200);
    expect((await state(alice)).usage.simulations).toBe(1);
    expect((await state(bob)).usage.simulations).toBe(0);
  });

  it('tells open tabs that usage changed, and only the owner', async () => {
    const alice = await newUser();
    const bob = await newUser();
    const received: { userId: string; event: RealtimeEvent }[] = [];
    const stop = await getDb().listen('alavanca_events', (payload) => {
      const parsed = JSON.parse(payload) as { userId: string; event: unknown };
      received.push({ userId: parsed.userId, event: RealtimeEvent.parse(parsed.event) });
    });
    try {
      await increment(alice, 'validations');
      await increment(alice, 'validations'); // refused: nothing changed, nothing to tell
      const deadline = Date.now() + 2_000;
      while (received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const usageEvents = received.filter((entry) => entry.event.type === 'usage.changed');
      expect(usageEvents.map((entry) => entry.userId)).toEqual([alice.user.id]);
      expect(received.some((entry) => entry.userId === bob.user.id)).toBe(false);
    } finally {
      await stop();
    }
  });
});
