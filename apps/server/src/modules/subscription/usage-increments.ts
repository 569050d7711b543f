import type { UsageType } from '@alavanca/domain/quotas/plans';
import type { Orm } from '../../db/client';
import { incrementUsage, type IncrementResult } from './subscription.repo';

/** Enough to empty the queue of a busy instance in one statement, small enough to stay quick. */
const MAX_USERS_PER_STATEMENT = 100;
/** PostgreSQL's "deadlock detected": it aborted our statement, which therefore changed nothing. */
const DEADLOCK_DETECTED = '40P01';
const DEADLOCK_RETRIES = 3;

interface Waiting {
  userId: string;
  resolve: (counted: IncrementResult | null) => void;
  reject: (error: unknown) => void;
}

/**
 * Counts a use outside any other work (`subscription-check`'s increment): null when refused.
 *
 * An increment goes to the database once the requests already received have been read; those
 * that arrive while a statement is on its way wait for it; each time, all that wait go together,
 * as one statement for all their users (group commit). Each still gets its own answer, and the statement is the same conditional UPDATE, so
 * limits hold exactly as they do one at a time. A user appears once per statement (an UPDATE
 * changes a row once however often the row matches), so a user's further increments take the
 * following statements, in the order they came.
 */
export function createUsageIncrements(
  orm: Orm,
): (userId: string, usageType: UsageType) => Promise<IncrementResult | null> {
  const waiting = new Map<UsageType, Waiting[]>();
  const sending = new Set<UsageType>();

  async function send(usageType: UsageType, queue: Waiting[]): Promise<void> {
    sending.add(usageType);
    while (queue.length > 0) {
      // Lets the requests that have already arrived be read first: the embedded database runs
      // on this thread, so without a turn of the event loop nothing else would ever join.
      await new Promise(setImmediate);
      const batch: Waiting[] = [];
      const users = new Set<string>();
      for (let index = 0; index < queue.length && batch.length < MAX_USERS_PER_STATEMENT; index += 1) {
        const next = queue[index];
        if (!next || users.has(next.userId)) continue;
        users.add(next.userId);
        batch.push(next);
        queue.splice(index, 1);
        index -= 1;
      }
      try {
        const counted = await withDeadlockRetries(() => incrementUsage(orm, [...users], usageType));
        for (const each of batch) each.resolve(counted.get(each.userId) ?? null);
      } catch (error) {
        for (const each of batch) each.reject(error);
      }
    }
    sending.delete(usageType);
  }

  return (userId, usageType) =>
    new Promise((resolve, reject) => {
      let queue = waiting.get(usageType);
      if (!queue) waiting.set(usageType, (queue = []));
      queue.push({ userId, resolve, reject });
      if (!sending.has(usageType)) void send(usageType, queue);
    });
}

/**
 * Two instances' statements that share users could each hold a row the other wants, if their
 * plans visit the rows in different orders; PostgreSQL then aborts one, which may simply run again.
 */
async function withDeadlockRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt > DEADLOCK_RETRIES || !isDeadlock(error)) throw error;
    }
  }
}

function isDeadlock(error: unknown): boolean {
  // Drizzle wraps the driver's error; the code is on the driver's.
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === DEADLOCK_DETECTED) return true;
  }
  return false;
}
