import type { PaymentProviderKind, SubscriptionState } from '@alavanca/contracts/subscription';
import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import type { Currency } from '@alavanca/domain/constants';
import {
  applyUpgrade,
  bookDowngrade,
  canStartTrial,
  isUpgrade,
  needsSettling,
  settle,
  startTrial,
  type LifecycleEvent,
  type PaidPlanId,
  type SubscriptionTerms,
} from '@alavanca/domain/billing/lifecycle';
import { PLAN_LIMITS, type PlanId } from '@alavanca/domain/quotas/plans';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { NotificationService } from '../notifications/notifications.service';
import type { EventBus } from '../realtime/event-bus';
import {
  ensureCounters,
  findUserByProviderSubscription,
  insertSubscriptionIfMissing,
  lockDueSubscriptions,
  lockSubscription,
  readSubscription,
  readSubscriptionForExport,
  readUsage,
  termsOf,
  writeTerms,
  type SubscriptionRow,
} from './subscription.repo';

/** A period that started with a paid plan still on it: what the sandbox bills for. */
export interface RenewedPeriod {
  userId: string;
  plan: PaidPlanId;
  currency: Currency | null;
  /** Who took the last payment: Stripe renews by itself, the sandbox is billed here. */
  provider: PaymentProviderKind;
  periodStart: Date;
  periodEnd: Date;
}

/** What a purchase changes: the plan now, the period it pays for and how it was paid. */
export interface Purchase {
  plan: PaidPlanId;
  period: { periodStart: Date; periodEnd: Date };
  currency: Currency;
  provider: PaymentProviderKind;
  card?: { brand: string; last4: string } | undefined;
  providerCustomerId?: string | null | undefined;
  providerSubscriptionId?: string | null | undefined;
}

export interface SubscriptionService {
  /** The spec's subscription state, brought up to date first (a check on read). */
  getState(userId: string): Promise<SubscriptionState>;
  /** Settles what time changed and tells the user about it, without reading the state. */
  refresh(userId: string): Promise<void>;
  /** The row, up to date: settled first when a trial or period has ended (the check on read). */
  readCurrentRow(userId: string): Promise<SubscriptionRow>;
  /** Creates the row if missing and settles it if due, in a transaction of its own; true if anything changed. */
  settleUser(userId: string): Promise<boolean>;
  startTrial(userId: string): Promise<SubscriptionState>;
  /**
   * Books a move down (Free cancels) for the period's end; the current plan clears a booked move.
   * `onBooked` runs in the same transaction (the payment provider is told; if it fails, nothing is booked).
   */
  bookChange(
    userId: string,
    plan: PlanId,
    onBooked?: (row: SubscriptionRow, pendingPlan: PlanId | null) => Promise<void>,
  ): Promise<SubscriptionState>;
  /** The terms, brought up to date and locked in `tx`: what a purchase is priced against. */
  lockCurrentTerms(tx: Orm, userId: string): Promise<{ terms: SubscriptionTerms; row: SubscriptionRow }>;
  /** Puts a paid plan in place inside the payment's transaction. */
  applyPurchase(tx: Orm, userId: string, purchase: Purchase): Promise<void>;
  /** What a payment provider reports (Stripe's webhooks): status, period, booked cancellation. */
  applyProviderState(
    tx: Orm,
    userId: string,
    state: {
      plan: PlanId;
      status: SubscriptionTerms['status'];
      period?: { periodStart: Date; periodEnd: Date };
      pendingPlan: PlanId | null;
      providerSubscriptionId?: string | null;
    },
  ): Promise<void>;
  /**
   * Whose subscription a provider's subscription id is (webhooks name no user). Takes the
   * webhook's transaction: PGlite runs one at a time, so a query beside it would wait forever.
   */
  findUserByProviderSubscription(tx: Orm, providerSubscriptionId: string): Promise<string | null>;
  /** Billing hands over how it bills a period that starts on a paid plan. */
  onPeriodRenewed(handler: (tx: Orm, period: RenewedPeriod) => Promise<void>): void;
  /** The background job's pass: settles up to `batch` subscriptions whose trial or period ended. */
  settleDue(batch: number): Promise<number>;
}

export interface SubscriptionServiceDeps {
  orm: Orm;
  bus: EventBus;
  notifications: NotificationService;
  provider: PaymentProviderKind;
  logger: FastifyBaseLogger;
}

/** Creates a new account's Free subscription and first counters, in the sign-up's transaction. */
export async function createSubscriptionIfMissing(tx: Orm, userId: string, now = new Date()): Promise<void> {
  await insertSubscriptionIfMissing(tx, userId, now);
  const row = await readSubscription(tx, userId);
  if (row) await ensureCounters(tx, userId, row.currentPeriodStart);
}

/** The database's clock: the one the increment statement compares periods with. */
async function databaseNow(tx: Orm): Promise<Date> {
  const result = await tx.execute<{ now: Date }>(sql`select now() as now`);
  const now = result.rows[0]?.now;
  return now instanceof Date ? now : new Date(String(now));
}

function present(
  row: SubscriptionRow,
  usage: SubscriptionState['usage'],
  provider: PaymentProviderKind,
): SubscriptionState {
  const terms = termsOf(row);
  return {
    plan: terms.plan,
    status: terms.status,
    isActive: terms.status !== 'past_due',
    limits: { ...PLAN_LIMITS[terms.plan] },
    usage,
    renewalDate: terms.periodEnd.toISOString(),
    periodStart: terms.periodStart.toISOString(),
    trialEndsAt: terms.status === 'trialing' && terms.trialEndsAt ? terms.trialEndsAt.toISOString() : null,
    trialAvailable: canStartTrial(terms),
    pendingPlan: terms.pendingPlan,
    paymentMethod: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    provider,
  };
}

export function createSubscriptionService(deps: SubscriptionServiceDeps): SubscriptionService {
  const { orm, bus, notifications, logger } = deps;
  const renewalHandlers: ((tx: Orm, period: RenewedPeriod) => Promise<void>)[] = [];

  const usageChanged = (tx: Orm, userId: string) => bus.publish(tx, userId, { type: 'usage.changed' });

  /** Tells the user what the passage of time changed, after it committed. */
  async function announce(userId: string, events: LifecycleEvent[]): Promise<void> {
    for (const event of events) {
      const notification =
        event.type === 'trialEnded'
          ? SYSTEM_NOTIFICATIONS.trialEnded
          : event.type === 'planChanged'
            ? SYSTEM_NOTIFICATIONS.planChanged
            : null;
      if (notification) {
        await notifications.create({ userId, ...notification, route: '/dashboard/planos' }).catch((error: unknown) => {
          logger.error({ err: error, userId }, 'could not notify a subscription change');
        });
      }
    }
  }

  /** Settles a locked row in `tx`: writes what changed and runs the renewal handlers. */
  async function settleLocked(
    tx: Orm,
    row: SubscriptionRow,
    now: Date,
  ): Promise<{ terms: SubscriptionTerms; events: LifecycleEvent[] }> {
    const result = settle(termsOf(row), now);
    if (result.events.length > 0) {
      await writeTerms(tx, row.userId, result.terms);
      await ensureCounters(tx, row.userId, result.terms.periodStart);
      await usageChanged(tx, row.userId);
      const renewed = result.events.findLast((event) => event.type === 'periodRenewed');
      if (renewed && result.terms.plan !== 'free' && result.terms.status === 'active') {
        for (const handler of renewalHandlers) {
          await handler(tx, {
            userId: row.userId,
            plan: result.terms.plan as PaidPlanId,
            currency: row.currency as Currency | null,
            provider: row.provider as PaymentProviderKind,
            periodStart: result.terms.periodStart,
            periodEnd: result.terms.periodEnd,
          });
        }
      }
    }
    return result;
  }

  /** Creates the row if missing and settles it if due, in a transaction of its own; true if anything changed. */
  async function settleUser(userId: string): Promise<boolean> {
    const outcome = await orm.transaction(async (tx) => {
      const now = await databaseNow(tx);
      await createSubscriptionIfMissing(tx, userId, now);
      const row = await lockSubscription(tx, userId);
      if (!row) return { changed: false, events: [] };
      const { events } = await settleLocked(tx, row, now);
      return { changed: events.length > 0, events };
    });
    await announce(userId, outcome.events);
    return outcome.changed;
  }

  /** The row, up to date: settled first when a trial or period has ended (the check on read). */
  async function currentRow(userId: string): Promise<SubscriptionRow> {
    let row = await readSubscription(orm, userId);
    if (!row || needsSettling(termsOf(row), new Date())) {
      await settleUser(userId);
      row = await readSubscription(orm, userId);
    }
    if (!row) throw new Error(`No subscription row for user ${userId} after creating one.`);
    return row;
  }

  async function getState(userId: string): Promise<SubscriptionState> {
    const row = await currentRow(userId);
    return present(row, await readUsage(orm, userId, row.currentPeriodStart), deps.provider);
  }

  return {
    getState,

    async refresh(userId) {
      await currentRow(userId);
    },

    readCurrentRow: currentRow,
    settleUser,

    async startTrial(userId) {
      await currentRow(userId);
      const started = await orm.transaction(async (tx) => {
        const row = await lockSubscription(tx, userId);
        if (!row || !canStartTrial(termsOf(row))) return false;
        await writeTerms(tx, userId, startTrial(termsOf(row), await databaseNow(tx)));
        await usageChanged(tx, userId);
        return true;
      });
      if (!started) throw new AppError('TRIAL_UNAVAILABLE');
      await notifications.create({ userId, ...SYSTEM_NOTIFICATIONS.trialStarted, route: '/dashboard/planos' });
      return getState(userId);
    },

    async bookChange(userId, plan, onBooked) {
      await currentRow(userId);
      await orm.transaction(async (tx) => {
        const row = await lockSubscription(tx, userId);
        if (!row) throw new AppError('NOT_FOUND');
        const terms = termsOf(row);
        // Buying goes through the checkout; a trial simply runs out, it has nothing to cancel.
        if (isUpgrade(terms, plan) || terms.status === 'trialing') throw new AppError('CONFLICT');
        const booked = bookDowngrade(terms, plan);
        await writeTerms(tx, userId, booked);
        await onBooked?.(row, booked.pendingPlan);
        await usageChanged(tx, userId);
      });
      return getState(userId);
    },

    async lockCurrentTerms(tx, userId) {
      const now = await databaseNow(tx);
      await createSubscriptionIfMissing(tx, userId, now);
      const row = await lockSubscription(tx, userId);
      if (!row) throw new Error(`No subscription row for user ${userId} after creating one.`);
      // Callers refresh first, which settles and announces; what settles here is only what fell
      // due in between (milliseconds), which goes unannounced.
      const { terms } = await settleLocked(tx, row, now);
      return { terms, row };
    },

    async applyPurchase(tx, userId, purchase) {
      const row = await lockSubscription(tx, userId);
      if (!row) throw new Error(`No subscription row for user ${userId}.`);
      const terms = applyUpgrade(termsOf(row), purchase.plan, purchase.period);
      await writeTerms(tx, userId, terms, {
        currency: purchase.currency,
        provider: purchase.provider,
        cardBrand: purchase.card?.brand ?? null,
        cardLast4: purchase.card?.last4 ?? null,
        ...(purchase.providerCustomerId === undefined ? {} : { providerCustomerId: purchase.providerCustomerId }),
        ...(purchase.providerSubscriptionId === undefined
          ? {}
          : { providerSubscriptionId: purchase.providerSubscriptionId }),
      });
      await ensureCounters(tx, userId, terms.periodStart);
      await usageChanged(tx, userId);
    },

    async applyProviderState(tx, userId, state) {
      const row = await lockSubscription(tx, userId);
      if (!row) return;
      const terms: SubscriptionTerms = {
        ...termsOf(row),
        plan: state.plan,
        status: state.status,
        pendingPlan: state.pendingPlan,
        ...(state.period ?? {}),
      };
      await writeTerms(
        tx,
        userId,
        terms,
        state.providerSubscriptionId === undefined ? {} : { providerSubscriptionId: state.providerSubscriptionId },
      );
      await ensureCounters(tx, userId, terms.periodStart);
      await usageChanged(tx, userId);
    },

    async findUserByProviderSubscription(tx, providerSubscriptionId) {
      return (await findUserByProviderSubscription(tx, providerSubscriptionId)) ?? null;
    },

    onPeriodRenewed(handler) {
      renewalHandlers.push(handler);
    },

    async settleDue(batch) {
      const settled = await orm.transaction(async (tx) => {
        const now = await databaseNow(tx);
        const rows = await lockDueSubscriptions(tx, now, batch);
        const results: { userId: string; events: LifecycleEvent[] }[] = [];
        for (const row of rows) results.push({ userId: row.userId, events: (await settleLocked(tx, row, now)).events });
        return results;
      });
      for (const { userId, events } of settled) await announce(userId, events);
      return settled.length;
    },
  };
}

/** The user's plan and usage history for the data export, dates as ISO strings. */
export async function exportSubscriptionData(orm: Orm, userId: string) {
  const { subscription, usage } = await readSubscriptionForExport(orm, userId);
  return {
    subscription: subscription && {
      ...subscription,
      currentPeriodStart: subscription.currentPeriodStart.toISOString(),
      currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
      trialEndsAt: subscription.trialEndsAt?.toISOString() ?? null,
      createdAt: subscription.createdAt.toISOString(),
    },
    usage: usage.map((period) => ({ ...period, periodStart: period.periodStart.toISOString() })),
  };
}
