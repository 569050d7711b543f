import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { describeEachDatabase } from '../../test/databases';
import { agePeriod } from '../../test/subscriptions';
import { insertTestUser } from '../../test/insert-test-user';
import { createBackgroundTasks, type BackgroundTasks } from '../../lib/background-tasks';
import type { Mailer, MailMessage } from '../mail/mailer';
import { createNotificationService } from '../notifications/notifications.service';
import { createEventBus, type EventBus } from '../realtime/event-bus';
import { createQuotaService, type QuotaService } from './quota.service';
import { startSubscriptionSweeper } from './subscription-sweeper';
import {
  createSubscriptionIfMissing,
  createSubscriptionService,
  type RenewedPeriod,
  type SubscriptionService,
} from './subscription.service';

const DAY_MS = 24 * 60 * 60_000;
const PERIOD_MS = 30 * DAY_MS;
/** The sweeper's batch (not exported): a pass that settles this many asks for more. */
const SWEEPER_BATCH = 100;

/** A logger whose lines (pino's JSON) are kept for the test to read. */
function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, lines };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

interface SubscriptionRecord extends Record<string, unknown> {
  plan: string;
  status: string;
  current_period_start: Date;
  current_period_end: Date;
  trial_ends_at: Date | null;
  pending_plan: string | null;
  updated_at: Date;
}

async function subscriptionOf(db: Database, userId: string): Promise<SubscriptionRecord> {
  const [row] = await db.query<SubscriptionRecord>(
    `select plan, status, current_period_start, current_period_end, trial_ends_at, pending_plan, updated_at
       from subscriptions where user_id = $1`,
    [userId],
  );
  if (!row) throw new Error(`No subscription for ${userId}.`);
  return row;
}

/** A Pro trial that ended a minute ago, in a period that is still running. */
async function endTrial(db: Database, userId: string): Promise<void> {
  await db.query(
    `update subscriptions set plan = 'pro', status = 'trialing', trial_ends_at = now() - interval '1 minute' where user_id = $1`,
    [userId],
  );
}

describeEachDatabase('the subscription service and its sweeper on a database', (getDb) => {
  const sent: MailMessage[] = [];
  const renewals: RenewedPeriod[] = [];
  const mailer: Mailer = {
    transport: 'outbox',
    async send(message) {
      sent.push(message);
    },
  };
  const logger = pino({ level: 'silent' });
  let bus: EventBus;
  let backgroundTasks: BackgroundTasks;
  let subscriptions: SubscriptionService;
  let quota: QuotaService;

  beforeAll(async () => {
    const db = getDb();
    bus = await createEventBus(db, logger);
    backgroundTasks = createBackgroundTasks(logger);
    const notifications = createNotificationService({
      orm: db.orm,
      bus,
      mailer,
      backgroundTasks,
      publicUrl: () => 'http://alavanca.test',
    });
    subscriptions = createSubscriptionService({ orm: db.orm, bus, notifications, provider: 'sandbox', logger });
    quota = createQuotaService({ orm: db.orm, bus, subscriptions });
    subscriptions.onPeriodRenewed(async (_tx, period) => {
      renewals.push(period);
    });
  });
  afterAll(async () => {
    await backgroundTasks?.idle();
    await bus?.close();
  });

  beforeEach(async () => {
    // Each test starts with nothing due, whatever the previous one left behind.
    while ((await subscriptions.settleDue(SWEEPER_BATCH)) > 0) {
      // keep settling
    }
    await backgroundTasks.idle();
    sent.length = 0;
    renewals.length = 0;
  });

  /** A new account as sign-up leaves it: Free, its first period starting now. */
  async function newUser(): Promise<string> {
    const { id } = await insertTestUser(getDb().orm);
    await createSubscriptionIfMissing(getDb().orm, id);
    return id;
  }

  async function isDue(userId: string): Promise<boolean> {
    const [row] = await getDb().query<{ due: boolean }>(
      `select (current_period_end <= now() or (status = 'trialing' and trial_ends_at <= now())) as due
         from subscriptions where user_id = $1`,
      [userId],
    );
    return row?.due ?? false;
  }

  async function simulationsUsed(userId: string): Promise<number> {
    const [row] = await getDb().query<{ simulations: number }>(
      `select u.simulations from usage_counters u join subscriptions s
          on s.user_id = u.user_id and s.current_period_start = u.period_start where u.user_id = $1`,
      [userId],
    );
    return row?.simulations ?? -1;
  }

  it('withQuota counts one use and runs the work in the same transaction', async () => {
    const userId = await newUser();
    const seen = await quota.withQuota(userId, 'simulations', async (tx) => {
      // The work sees its own use already counted: one transaction.
      const [row] = (
        await tx.execute<{ simulations: number }>(sql`select simulations from usage_counters where user_id = ${userId}`)
      ).rows;
      return row?.simulations;
    });
    expect(seen).toBe(1);
    expect(await simulationsUsed(userId)).toBe(1);
  });

  it('withQuota gives the use back when the work fails', async () => {
    const userId = await newUser();
    await expect(
      quota.withQuota(userId, 'simulations', async () => {
        throw new Error('the simulation could not be saved');
      }),
    ).rejects.toThrow('the simulation could not be saved');
    expect(await simulationsUsed(userId)).toBe(0);
    // The one Free simulation is still there to spend.
    await quota.withQuota(userId, 'simulations', async () => undefined);
    expect(await simulationsUsed(userId)).toBe(1);
  });

  it('withQuota refuses past the limit with QUOTA_EXCEEDED, without running the work', async () => {
    const userId = await newUser();
    await quota.withQuota(userId, 'simulations', async () => undefined);
    const work = vi.fn(async () => undefined);
    await expect(quota.withQuota(userId, 'simulations', work)).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
      status: 403,
    });
    expect(work).not.toHaveBeenCalled();
    expect(await simulationsUsed(userId)).toBe(1);
  });

  it('settles an ended trial (back to Free) and an ended period (a new one), and tells the user', async () => {
    const trialUser = await newUser();
    await endTrial(getDb(), trialUser);
    const trialBefore = await subscriptionOf(getDb(), trialUser);

    const periodUser = await newUser();
    await agePeriod(getDb(), periodUser, 31);
    const periodBefore = await subscriptionOf(getDb(), periodUser);

    expect(await subscriptions.settleDue(10)).toBe(2);

    const trialAfter = await subscriptionOf(getDb(), trialUser);
    expect(trialAfter).toMatchObject({
      plan: 'free',
      status: 'active',
      pending_plan: null,
      trial_ends_at: trialBefore.trial_ends_at,
    });
    // The trial's period was still running: its dates stay.
    expect(trialAfter.current_period_start).toEqual(trialBefore.current_period_start);
    expect(trialAfter.current_period_end).toEqual(trialBefore.current_period_end);

    const periodAfter = await subscriptionOf(getDb(), periodUser);
    expect(periodAfter).toMatchObject({ plan: 'free', status: 'active' });
    expect(periodAfter.current_period_start.getTime()).toBe(periodBefore.current_period_start.getTime() + PERIOD_MS);
    expect(periodAfter.current_period_end.getTime()).toBe(periodBefore.current_period_start.getTime() + 2 * PERIOD_MS);
    const counters = await getDb().query<{ period_start: Date }>(
      `select period_start from usage_counters where user_id = $1 order by period_start`,
      [periodUser],
    );
    expect(counters.map((row) => row.period_start.getTime())).toEqual([
      periodBefore.current_period_start.getTime(),
      periodAfter.current_period_start.getTime(),
    ]);

    const notifications = await getDb().query<{ user_id: string; title: string }>(
      `select user_id, title from notifications where user_id = any($1::uuid[])`,
      [[trialUser, periodUser]],
    );
    expect(notifications).toEqual([{ user_id: trialUser, title: SYSTEM_NOTIFICATIONS.trialEnded.title }]);
    await backgroundTasks.idle();
    expect(sent.map((message) => message.kind)).toEqual(['notification']);
    // Free periods are not billed.
    expect(renewals).toEqual([]);

    expect(await isDue(trialUser)).toBe(false);
    expect(await isDue(periodUser)).toBe(false);
    expect(await subscriptions.settleDue(10)).toBe(0);
  });

  it('hands a renewed paid period to the billing handlers', async () => {
    const userId = await newUser();
    await getDb().query(`update subscriptions set plan = 'basic', currency = 'BRL' where user_id = $1`, [userId]);
    await agePeriod(getDb(), userId, 30);
    const before = await subscriptionOf(getDb(), userId);

    expect(await subscriptions.settleDue(10)).toBe(1);
    const after = await subscriptionOf(getDb(), userId);
    expect(after).toMatchObject({ plan: 'basic', status: 'active' });
    expect(renewals).toEqual([
      {
        userId,
        plan: 'basic',
        currency: 'BRL',
        provider: 'sandbox',
        periodStart: new Date(before.current_period_start.getTime() + PERIOD_MS),
        periodEnd: new Date(before.current_period_start.getTime() + 2 * PERIOD_MS),
      },
    ]);
  });

  it('settles exactly `batch` rows when more are due, and the rest on the next pass', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => newUser()));
    for (const userId of users) await agePeriod(getDb(), userId, 30);

    expect(await subscriptions.settleDue(3)).toBe(3);
    const stillDue = (await Promise.all(users.map((userId) => isDue(userId)))).filter(Boolean);
    expect(stillDue).toHaveLength(2);

    expect(await subscriptions.settleDue(3)).toBe(2);
    expect((await Promise.all(users.map((userId) => isDue(userId)))).some(Boolean)).toBe(false);
    expect(await subscriptions.settleDue(3)).toBe(0);
  });

  it('leaves a subscription that is not due untouched', async () => {
    const dueUser = await newUser();
    await agePeriod(getDb(), dueUser, 30);
    const quietUser = await newUser();
    const trialUser = await newUser();
    // A running trial is not due either.
    await getDb().query(
      `update subscriptions set plan = 'pro', status = 'trialing', trial_ends_at = now() + interval '3 days' where user_id = $1`,
      [trialUser],
    );
    const quietBefore = await subscriptionOf(getDb(), quietUser);
    const trialBefore = await subscriptionOf(getDb(), trialUser);

    expect(await subscriptions.settleDue(10)).toBe(1);
    expect(await subscriptionOf(getDb(), quietUser)).toEqual(quietBefore);
    expect(await subscriptionOf(getDb(), trialUser)).toEqual(trialBefore);
    expect(await isDue(dueUser)).toBe(false);
  });

  it('runs on its interval, settling a due user within a second, and stops for good', async () => {
    const first = await newUser();
    await endTrial(getDb(), first);

    const stop = startSubscriptionSweeper(subscriptions, logger, 50);
    let stopped = false;
    try {
      await vi.waitFor(
        async () => {
          expect(await isDue(first)).toBe(false);
        },
        { timeout: 1_000, interval: 20 },
      );
      expect(await subscriptionOf(getDb(), first)).toMatchObject({ plan: 'free', status: 'active' });
      await stop();
      stopped = true;
    } finally {
      if (!stopped) await stop();
    }

    const second = await newUser();
    await endTrial(getDb(), second);
    await sleep(300);
    expect(await isDue(second)).toBe(true);
    expect(await subscriptionOf(getDb(), second)).toMatchObject({ plan: 'pro', status: 'trialing' });
  });
});

describe('the subscription sweeper loop', () => {
  const INTERVAL_MS = 1_000;

  beforeEach(() => {
    // Only the sweeper's interval is faked: real timeouts let pending promises run.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A service whose `settleDue` answers from `script` (a number, or an error to throw), then 0. */
  function fakeService(script: (number | Error)[]) {
    const calls: number[] = [];
    const service = {
      async settleDue(batch: number) {
        calls.push(batch);
        const next = script.shift() ?? 0;
        if (next instanceof Error) throw next;
        return next;
      },
    } satisfies Pick<SubscriptionService, 'settleDue'>;
    return { service: service as unknown as SubscriptionService, calls };
  }

  /** Lets every promise already started run to its end. */
  const settle = () => sleep(10);

  it('does nothing before the first interval', async () => {
    const { service, calls } = fakeService([]);
    const { logger } = recordingLogger();
    const stop = startSubscriptionSweeper(service, logger, INTERVAL_MS);
    vi.advanceTimersByTime(INTERVAL_MS - 1);
    await settle();
    expect(calls).toEqual([]);
    await stop();
  });

  it('keeps asking while a pass settles a full batch, and stops at the first short one', async () => {
    const { service, calls } = fakeService([SWEEPER_BATCH, SWEEPER_BATCH, SWEEPER_BATCH, 42, 7]);
    const { logger, lines } = recordingLogger();
    const stop = startSubscriptionSweeper(service, logger, INTERVAL_MS);

    vi.advanceTimersByTime(INTERVAL_MS);
    await settle();
    expect(calls).toEqual([SWEEPER_BATCH, SWEEPER_BATCH, SWEEPER_BATCH, SWEEPER_BATCH]);

    // The next interval is a new pass: one call, which comes back short (7).
    vi.advanceTimersByTime(INTERVAL_MS);
    await settle();
    expect(calls).toHaveLength(5);

    await stop();
    vi.advanceTimersByTime(5 * INTERVAL_MS);
    await settle();
    expect(calls).toHaveLength(5);
    expect(lines).toEqual([]);
  });

  it('logs a failed pass and runs again at the next interval', async () => {
    const failure = new Error('database went away');
    const { service, calls } = fakeService([SWEEPER_BATCH, failure, SWEEPER_BATCH, 3]);
    const { logger, lines } = recordingLogger();
    const stop = startSubscriptionSweeper(service, logger, INTERVAL_MS);

    vi.advanceTimersByTime(INTERVAL_MS);
    await settle();
    expect(calls).toHaveLength(2);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: 'the subscription sweep failed; it runs again at the next interval',
      err: { message: 'database went away' },
    });

    vi.advanceTimersByTime(INTERVAL_MS);
    await settle();
    expect(calls).toHaveLength(4);
    expect(lines).toHaveLength(1);
    await stop();
  });

  it('never runs two passes at once, and its stop waits for the running pass', async () => {
    let release: (settled: number) => void = () => {};
    const calls: number[] = [];
    const service = {
      settleDue(batch: number) {
        calls.push(batch);
        return new Promise<number>((resolve) => {
          release = resolve;
        });
      },
    } satisfies Pick<SubscriptionService, 'settleDue'>;
    const { logger } = recordingLogger();
    const stop = startSubscriptionSweeper(service as unknown as SubscriptionService, logger, INTERVAL_MS);

    vi.advanceTimersByTime(3 * INTERVAL_MS);
    await settle();
    // Intervals that fire while a pass runs start nothing.
    expect(calls).toHaveLength(1);

    let stopResolved = false;
    const stopping = stop().then(() => {
      stopResolved = true;
    });
    await settle();
    expect(stopResolved).toBe(false);

    release(0);
    await stopping;
    expect(stopResolved).toBe(true);
    expect(calls).toHaveLength(1);
  });
});
