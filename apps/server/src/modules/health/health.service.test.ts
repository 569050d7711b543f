import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { readMigrationJournal } from '../../db/migrations';
import { resolveMigrationsFolder } from '../../server-paths';
import { describeEachDatabase } from '../../test/databases';
import { createHealthCheck, HEALTH_FRESH_MS, HEALTH_STALE_MS } from './health.service';

describeEachDatabase('the health check', (getDb) => {
  const journal = readMigrationJournal(resolveMigrationsFolder());
  const noFailure = () => {
    throw new Error('the database should answer');
  };

  /** The test's database with the operations waiting for it set by the test, its statements counted. */
  function watched(waiting: () => number, query?: Database['query']) {
    const db = Object.create(getDb(), { waiting: { get: waiting } }) as Database;
    if (query) db.query = query;
    return { db, statements: vi.spyOn(db, 'query') };
  }

  describe('an idle database', () => {
    it('is asked on every check', async () => {
      const { db, statements } = watched(() => 0);
      const check = createHealthCheck(db, journal, noFailure, () => 0);
      expect(await check()).toMatchObject({ status: 'ok', database: { reachable: true } });
      const perCheck = statements.mock.calls.length;
      await check();
      expect(statements).toHaveBeenCalledTimes(2 * perCheck);
    });
  });

  describe('a database other work waits for', () => {
    it('answers its last answer at once, asks again beside it after a second, and waits for it past five', async () => {
      let waiting = 0;
      let clock = 0;
      const { db, statements } = watched(() => waiting);
      const check = createHealthCheck(db, journal, noFailure, () => clock);
      const first = await check();
      const perCheck = statements.mock.calls.length;

      waiting = 12;
      clock = HEALTH_FRESH_MS / 2;
      expect(await check()).toEqual(first);
      expect(statements).toHaveBeenCalledTimes(perCheck);

      clock = HEALTH_FRESH_MS + 1;
      const [a, b] = await Promise.all([check(), check()]);
      expect([a, b]).toEqual([first, first]);
      // One question beside the answers, shared.
      await vi.waitFor(() => expect(statements).toHaveBeenCalledTimes(2 * perCheck));

      clock += HEALTH_STALE_MS + 1;
      expect(await check()).toEqual(first);
      expect(statements).toHaveBeenCalledTimes(3 * perCheck);
    });

    it('a database that stopped answering is degraded, and stays so while work waits for it', async () => {
      let waiting = 0;
      const failures: unknown[] = [];
      const { db } = watched(
        () => waiting,
        () => Promise.reject(new Error('connection lost')),
      );
      const check = createHealthCheck(
        db,
        journal,
        (error) => failures.push(error),
        () => 0,
      );
      const degraded = { status: 'degraded', database: { reachable: false } };
      expect(await check()).toMatchObject(degraded);
      waiting = 3;
      expect(await check()).toMatchObject(degraded);
      expect(failures).toHaveLength(1);
    });
  });
});
