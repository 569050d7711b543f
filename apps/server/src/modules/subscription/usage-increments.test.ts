import { PLAN_LIMITS } from '@alavanca/domain/quotas/plans';
import { describe, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { insertTestUser } from '../../test/insert-test-user';
import { createSubscriptionIfMissing } from './subscription.service';
import { createUsageIncrements } from './usage-increments';

const USERS = 30;
const TRIES_EACH = 8;
const FREE_LIMIT = PLAN_LIMITS.free.aiConsultations;

describeEachDatabase('usage increments sent together', (getDb) => {
  async function freeUsers(count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const { id } = await insertTestUser(getDb().orm);
      await createSubscriptionIfMissing(getDb().orm, id);
      ids.push(id);
    }
    return ids;
  }

  async function used(userId: string): Promise<number> {
    const [row] = await getDb().query<{ used: number }>(
      `select ai_consultations as used from usage_counters where user_id = $1`,
      [userId],
    );
    return row?.used ?? -1;
  }

  it('counts each user exactly up to the limit when many ask at once, in far fewer statements', async () => {
    const ids = await freeUsers(USERS);
    const execute = vi.spyOn(getDb().orm, 'execute');
    const increment = createUsageIncrements(getDb().orm);
    try {
      const answers = await Promise.all(
        ids.flatMap((userId) =>
          Array.from({ length: TRIES_EACH }, async () => ({
            userId,
            counted: await increment(userId, 'aiConsultations'),
          })),
        ),
      );
      for (const userId of ids) {
        const mine = answers.filter((answer) => answer.userId === userId);
        expect(mine.map((answer) => answer.counted?.used ?? null)).toEqual(
          [1, 2, 3, 4, 5, null, null, null].slice(0, TRIES_EACH),
        );
        expect(
          mine
            .filter((answer) => answer.counted)
            .every((answer) => answer.counted?.plan === 'free' && answer.counted.limit === FREE_LIMIT),
        ).toBe(true);
        expect(await used(userId)).toBe(FREE_LIMIT);
      }
      // A user's increments go one per statement, in the order they came; other users share them.
      expect(execute.mock.calls.length).toBeLessThanOrEqual(TRIES_EACH + 1);
    } finally {
      execute.mockRestore();
    }
  });

  it('answers a failed statement to its own increments only, and goes on with the next', async () => {
    const [first = '', second = ''] = await freeUsers(2);
    const execute = vi.spyOn(getDb().orm, 'execute').mockRejectedValueOnce(new Error('connection lost'));
    const increment = createUsageIncrements(getDb().orm);
    try {
      // The first user's second increment waits for the next statement; the other user shares the first.
      const [failed, shared, next] = await Promise.allSettled([
        increment(first, 'aiConsultations'),
        increment(second, 'aiConsultations'),
        increment(first, 'aiConsultations'),
      ]);
      expect(failed).toMatchObject({ status: 'rejected', reason: new Error('connection lost') });
      expect(shared).toMatchObject({ status: 'rejected', reason: new Error('connection lost') });
      expect(next).toMatchObject({ status: 'fulfilled', value: { used: 1 } });
      expect([await used(first), await used(second)]).toEqual([1, 0]);
    } finally {
      execute.mockRestore();
    }
  });

  it('runs a statement again when PostgreSQL aborted it to break a deadlock', async () => {
    const [userId = ''] = await freeUsers(1);
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const execute = vi
      .spyOn(getDb().orm, 'execute')
      .mockRejectedValueOnce(new Error('Failed query', { cause: deadlock }));
    try {
      expect(await createUsageIncrements(getDb().orm)(userId, 'aiConsultations')).toMatchObject({ used: 1 });
      expect(execute).toHaveBeenCalledTimes(2);
    } finally {
      execute.mockRestore();
    }
  });
});

describe('usage increments without a database', () => {
  it('does not run again a statement that failed for another reason', async () => {
    const execute = vi.fn().mockRejectedValue(new Error('syntax error'));
    const increment = createUsageIncrements({ execute } as never);
    await expect(increment('someone', 'reports')).rejects.toThrow('syntax error');
    expect(execute).toHaveBeenCalledTimes(1);
  });
});
