import type { SubscriptionTerms } from '@alavanca/domain/billing/lifecycle';
import { initialTerms } from '@alavanca/domain/billing/lifecycle';
import {
  PLAN_IDS,
  PLAN_LIMITS,
  UNLIMITED,
  type PlanId,
  type UsageCounts,
  type UsageType,
} from '@alavanca/domain/quotas/plans';
import { and, eq, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { subscriptions, usageCounters } from '../../db/schema/billing';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export function termsOf(row: SubscriptionRow): SubscriptionTerms {
  return {
    plan: row.plan as PlanId,
    status: row.status as SubscriptionTerms['status'],
    periodStart: row.currentPeriodStart,
    periodEnd: row.currentPeriodEnd,
    trialEndsAt: row.trialEndsAt,
    pendingPlan: row.pendingPlan as PlanId | null,
  };
}

function columnsOf(terms: SubscriptionTerms) {
  return {
    plan: terms.plan,
    status: terms.status,
    currentPeriodStart: terms.periodStart,
    currentPeriodEnd: terms.periodEnd,
    trialEndsAt: terms.trialEndsAt,
    pendingPlan: terms.pendingPlan,
  };
}

const COUNTER_COLUMNS = {
  simulations: usageCounters.simulations,
  validations: usageCounters.validations,
  aiConsultations: usageCounters.aiConsultations,
  reports: usageCounters.reports,
} as const;

/**
 * The limit of `usageType` under the plan in the row, as SQL. Built from the domain's table (the one
 * source of the numbers) into constant SQL text, so the increment reads the plan and checks the
 * limit in the same statement instead of trusting a plan read earlier.
 */
function limitExpression(usageType: UsageType): SQL {
  const cases = PLAN_IDS.map((plan) => `when '${plan}' then ${PLAN_LIMITS[plan][usageType]}`).join(' ');
  return sql.raw(`(case s.plan ${cases} else 0 end)`);
}

/** Creates the Free subscription and its first counters unless they exist. Safe to run concurrently. */
export async function insertSubscriptionIfMissing(orm: Orm, userId: string, now: Date): Promise<void> {
  const terms = initialTerms(now);
  await orm
    .insert(subscriptions)
    .values({ userId, ...columnsOf(terms) })
    .onConflictDoNothing();
}

/** Locks the row until the transaction ends: whoever settles or changes it goes one at a time. */
export async function lockSubscription(tx: Orm, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
  return row;
}

export async function readSubscription(orm: Orm, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await orm.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

export async function writeTerms(
  tx: Orm,
  userId: string,
  terms: SubscriptionTerms,
  extra: Partial<
    Pick<
      SubscriptionRow,
      'currency' | 'provider' | 'providerCustomerId' | 'providerSubscriptionId' | 'cardBrand' | 'cardLast4'
    >
  > = {},
): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ ...columnsOf(terms), ...extra })
    .where(eq(subscriptions.userId, userId));
}

export async function updateProviderFields(
  tx: Orm,
  userId: string,
  fields: Partial<Pick<SubscriptionRow, 'status' | 'providerCustomerId' | 'providerSubscriptionId'>>,
): Promise<void> {
  await tx.update(subscriptions).set(fields).where(eq(subscriptions.userId, userId));
}

export async function findUserByProviderSubscription(
  orm: Orm,
  providerSubscriptionId: string,
): Promise<string | undefined> {
  const [row] = await orm
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return row?.userId;
}

/** The counters row of a period, created empty the first time a period is used. */
export async function ensureCounters(orm: Orm, userId: string, periodStart: Date): Promise<void> {
  await orm.insert(usageCounters).values({ userId, periodStart }).onConflictDoNothing();
}

export async function readUsage(orm: Orm, userId: string, periodStart: Date): Promise<UsageCounts> {
  const [row] = await orm
    .select({
      simulations: usageCounters.simulations,
      validations: usageCounters.validations,
      aiConsultations: usageCounters.aiConsultations,
      reports: usageCounters.reports,
    })
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.periodStart, periodStart)));
  return row ?? { simulations: 0, validations: 0, aiConsultations: 0, reports: 0 };
}

export interface IncrementResult {
  used: number;
  plan: PlanId;
  limit: number;
}

/**
 * Counts one use for each of `userIds` (distinct) in ONE conditional UPDATE: the plan's limit,
 * the period being current, an unexpired trial and the count under the limit are all checked by
 * the statement that adds one, under the row lock PostgreSQL takes for each row; concurrent
 * increments queue on that lock and each re-checks the count the previous one left. The users
 * counted, with their new count; a user missing from the answer was not counted: the limit is
 * reached, or the period or trial ended (the caller settles and asks again), or there is no row
 * yet.
 */
export async function incrementUsage(
  orm: Orm,
  userIds: readonly string[],
  usageType: UsageType,
): Promise<Map<string, IncrementResult>> {
  const column = sql.identifier(COUNTER_COLUMNS[usageType].name);
  const limit = limitExpression(usageType);
  // In one order everywhere, so that two statements sharing users lock them in the same order.
  // One user (most of the time, and always within other work) takes the plainer, faster plan.
  const [only] = userIds;
  const users =
    userIds.length === 1 && only !== undefined
      ? sql`s.user_id = ${only}`
      : sql`s.user_id in (select id::uuid from json_array_elements_text(${JSON.stringify([...userIds].sort())}::json) as id)`;
  const result = await orm.execute<{ userId: string; used: number; plan: PlanId; limit: number }>(sql`
    update ${usageCounters} as u set ${column} = u.${column} + 1
    from ${subscriptions} as s
    where ${users}
      and u.user_id = s.user_id
      and u.period_start = s.current_period_start
      and s.current_period_end > now()
      and not (s.status = 'trialing' and s.trial_ends_at <= now())
      and (${limit} = ${sql.raw(String(UNLIMITED))} or u.${column} < ${limit})
    returning u.user_id as "userId", u.${column} as used, s.plan as plan, ${limit} as limit`);
  return new Map(result.rows.map(({ userId, ...counted }) => [userId, counted]));
}

/** Rows whose trial or period has ended, for the background job; locked, skipping rows others hold. */
export async function lockDueSubscriptions(tx: Orm, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return tx
    .select()
    .from(subscriptions)
    .where(
      or(
        lte(subscriptions.currentPeriodEnd, now),
        and(eq(subscriptions.status, 'trialing'), lte(subscriptions.trialEndsAt, now)),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The subscription and every period's usage, for the user's data export. */
export async function readSubscriptionForExport(orm: Orm, userId: string) {
  const [subscription] = await orm
    .select({
      plan: subscriptions.plan,
      status: subscriptions.status,
      currentPeriodStart: subscriptions.currentPeriodStart,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      trialEndsAt: subscriptions.trialEndsAt,
      pendingPlan: subscriptions.pendingPlan,
      currency: subscriptions.currency,
      provider: subscriptions.provider,
      cardBrand: subscriptions.cardBrand,
      cardLast4: subscriptions.cardLast4,
      createdAt: subscriptions.createdAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  const usage = await orm
    .select({
      periodStart: usageCounters.periodStart,
      simulations: usageCounters.simulations,
      validations: usageCounters.validations,
      aiConsultations: usageCounters.aiConsultations,
      reports: usageCounters.reports,
    })
    .from(usageCounters)
    .where(eq(usageCounters.userId, userId))
    .orderBy(usageCounters.periodStart);
  return { subscription: subscription ?? null, usage };
}
