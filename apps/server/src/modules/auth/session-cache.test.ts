import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session, user } from '../../db/schema/auth';
import { describeEachDatabase } from '../../test/databases';
import { insertTestUser } from '../../test/insert-test-user';
import { createSessionCache, type CachedSession, type SessionCache } from './session-cache';

const logger = pino({ level: 'silent' });
const HOUR_MS = 60 * 60_000;
/** Announcements cross the database: they arrive soon after the change, not within it. */
const ANNOUNCED_MS = 2_000;

describeEachDatabase('the session cache', (getDb) => {
  let cache: SessionCache;

  beforeEach(async () => {
    cache = await createSessionCache(getDb(), logger);
  });
  afterEach(async () => {
    await cache.close();
  });

  /** A new session of `userId`; `load` reads its row as the session reader does, counting reads. */
  async function newSession(userId: string) {
    const token = randomUUID();
    await getDb()
      .orm.insert(session)
      .values({ userId, token, expiresAt: new Date(Date.now() + HOUR_MS) });
    const load = vi.fn(async (): Promise<CachedSession | null> => {
      const [row] = await getDb()
        .orm.select({ id: user.id, email: user.email, name: user.name, expiresAt: session.expiresAt })
        .from(session)
        .innerJoin(user, eq(user.id, session.userId))
        .where(eq(session.token, token));
      return row ? { user: { id: row.id, email: row.email, name: row.name }, expiresAt: row.expiresAt } : null;
    });
    return { token, cookie: `${token}.signature`, load };
  }

  async function signedIn(name = 'Rita Cache') {
    const owner = await insertTestUser(getDb().orm, { name });
    return { owner, ...(await newSession(owner.id)) };
  }

  /** Reads until `load` has been asked `times` times: the announcement of a change has arrived. */
  async function readUntilLoaded(cookie: string, load: () => Promise<CachedSession | null>, times: number) {
    let last: CachedSession | null = null;
    await vi.waitFor(
      async () => {
        last = await cache.read(cookie, load);
        expect(vi.mocked(load)).toHaveBeenCalledTimes(times);
      },
      { timeout: ANNOUNCED_MS, interval: 10 },
    );
    return last as CachedSession | null;
  }

  it('reads a session from the database once, then from memory', async () => {
    const { owner, cookie, load } = await signedIn();
    const first = await cache.read(cookie, load);
    expect(first?.user).toEqual({ id: owner.id, email: owner.email, name: 'Rita Cache' });
    for (let index = 0; index < 5; index += 1) expect(await cache.read(cookie, load)).toEqual(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps no answer of "no session": a cookie whose row is missing is read every time', async () => {
    const load = vi.fn(async () => null);
    await cache.read('missing.signature', load);
    await cache.read('missing.signature', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a session deleted in the database, whoever deletes it', async () => {
    const { token, cookie, load } = await signedIn();
    await cache.read(cookie, load);
    await getDb().orm.delete(session).where(eq(session.token, token));
    expect(await readUntilLoaded(cookie, load, 2)).toBeNull();
  });

  it("forgets a session whose row changes (better-auth extends it) and a user's new name or e-mail address", async () => {
    const { owner, token, cookie, load } = await signedIn();
    await cache.read(cookie, load);
    const extended = new Date(Date.now() + 2 * HOUR_MS);
    await getDb().orm.update(session).set({ expiresAt: extended }).where(eq(session.token, token));
    expect((await readUntilLoaded(cookie, load, 2))?.expiresAt).toEqual(extended);

    await getDb().orm.update(user).set({ name: 'Rita Renamed' }).where(eq(user.id, owner.id));
    expect((await readUntilLoaded(cookie, load, 3))?.user.name).toBe('Rita Renamed');
  });

  it('forgets every session of a deleted user, and only theirs', async () => {
    const gone = await signedIn('Gone User');
    const goneElsewhere = await newSession(gone.owner.id);
    const other = await signedIn('Other User');
    for (const { cookie, load } of [gone, goneElsewhere, other]) await cache.read(cookie, load);

    await getDb().orm.delete(user).where(eq(user.id, gone.owner.id));
    expect(await readUntilLoaded(gone.cookie, gone.load, 2)).toBeNull();
    expect(await cache.read(goneElsewhere.cookie, goneElsewhere.load)).toBeNull();
    expect(goneElsewhere.load).toHaveBeenCalledTimes(2);
    await cache.read(other.cookie, other.load);
    expect(other.load).toHaveBeenCalledTimes(1);
  });

  it('forgets everyone when the sessions table is truncated', async () => {
    const { cookie, load } = await signedIn();
    await cache.read(cookie, load);
    // Truncating `session` alone would fail on the foreign keys of nothing; it has none pointing at it.
    await getDb().orm.execute(sql`truncate table ${session}`);
    expect(await readUntilLoaded(cookie, load, 2)).toBeNull();
  });

  it('forgets a user at once when told, before any announcement', async () => {
    const { owner, cookie, load } = await signedIn();
    await cache.read(cookie, load);
    cache.forgetUser(owner.id);
    await cache.read(cookie, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a read that an announcement overtook: the row it read may be the one that changed', async () => {
    const { owner, cookie, load } = await signedIn();
    const slowLoad = vi.fn(async () => {
      const read = await load();
      // The session changes while this read is on its way back.
      cache.forgetUser(owner.id);
      return read;
    });
    expect((await cache.read(cookie, slowLoad))?.user.id).toBe(owner.id);
    await cache.read(cookie, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again after a minute even without an announcement', async () => {
    const { cookie, load } = await signedIn();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await cache.read(cookie, load);
      vi.setSystemTime(Date.now() + 59_000);
      await cache.read(cookie, load);
      expect(load).toHaveBeenCalledTimes(1);
      vi.setSystemTime(Date.now() + 2_000);
      await cache.read(cookie, load);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps nothing once closed', async () => {
    const { cookie, load } = await signedIn();
    await cache.close();
    await cache.read(cookie, load);
    await cache.read(cookie, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  describe('when the listening connection is lost', () => {
    // Only a PostgreSQL server has a connection to lose: PGlite runs in this process.
    it('forgets everything and keeps nothing until it listens again', async (context) => {
      if (getDb().kind !== 'postgres') context.skip();
      const { cookie, load } = await signedIn();
      await cache.read(cookie, load);
      // What a restarted or failed-over database does to the connection that listens.
      const ended = await getDb().query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
         where datname = current_database() and query ilike 'listen%alavanca_sessions%'`,
      );
      expect(ended).toEqual([{ ended: true }]);
      await readUntilLoaded(cookie, load, 2);
      // Listening again (the client reconnects within a few hundred milliseconds): kept again.
      await vi.waitFor(
        async () => {
          const before = load.mock.calls.length;
          await cache.read(cookie, load);
          await cache.read(cookie, load);
          expect(load.mock.calls.length - before).toBeLessThanOrEqual(1);
        },
        { timeout: 5_000, interval: 50 },
      );
    });
  });
});
