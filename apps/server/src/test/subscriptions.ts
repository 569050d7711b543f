import type { Database } from '../db/client';

/**
 * Moves the user's current billing period and its usage counters `days` into the past, as if
 * that much time had gone by: how tests reach a period's end without waiting 30 days.
 */
export async function agePeriod(db: Database, userId: string, days: number): Promise<void> {
  await db.query(
    `update subscriptions
        set current_period_start = current_period_start - make_interval(days => $2),
            current_period_end = current_period_end - make_interval(days => $2)
      where user_id = $1`,
    [userId, days],
  );
  await db.query(
    `update usage_counters set period_start = period_start - make_interval(days => $2) where user_id = $1`,
    [userId, days],
  );
}
