import { randomUUID } from 'node:crypto';
import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { signUpTestUser } from '../../test/users';
import { readOwnedRows } from '../../test/read-owned-rows';
import { DAY_MS, expectedOrder, insertRows, readError, useNotificationsApp } from '../../test/notifications';

describeEachDatabase('notification routes', (getDb) => {
  const { api, alice, bob, list, notificationRows } = useNotificationsApp(getDb);

  describe('access', () => {
    it.each([
      ['GET', '/api/notifications', undefined],
      ['GET', '/api/notifications?filter=unread&limit=5', undefined],
      ['PATCH', `/api/notifications/${randomUUID()}`, { read: true }],
      ['PATCH', '/api/notifications/not-a-uuid', { read: false }],
      ['POST', '/api/notifications/read-all', undefined],
      ['POST', '/api/notifications/motivation', undefined],
    ])('%s %s answers 401 without a session', async (method, pathname, body) => {
      const before = await notificationRows(alice.user.id);
      const response = await api.call(method, pathname, { body });
      expect(response.status).toBe(401);
      expect((await readError(response)).code).toBe('UNAUTHENTICATED');
      expect(await notificationRows(alice.user.id)).toEqual(before);
    });

    it('answers 401 to a cookie of no session', async () => {
      const response = await api.call('GET', '/api/notifications', {
        cookie: 'better-auth.session_token=forged.value',
      });
      expect(response.status).toBe(401);
    });

    it.each([
      ['POST', '/api/notifications'],
      ['PUT', '/api/notifications'],
      ['POST', `/api/notifications/${randomUUID()}`],
      ['PUT', `/api/notifications/${randomUUID()}`],
      ['POST', '/api/notifications/create'],
      ['POST', '/api/notifications/send'],
    ])('has no route that creates a notification (%s %s)', async (method, pathname) => {
      const aliceBefore = await notificationRows(alice.user.id);
      const bobBefore = await notificationRows(bob.user.id);
      const response = await api.call(method, pathname, {
        cookie: bob.cookie,
        body: { userId: alice.user.id, title: 'Pwned', description: 'x', type: 'danger' },
      });
      expect([404, 405]).toContain(response.status);
      expect(await notificationRows(alice.user.id)).toEqual(aliceBefore);
      expect(await notificationRows(bob.user.id)).toEqual(bobBefore);
    });
  });

  describe('listing', () => {
    it('answers the sign-up notification, newest first, with the unread count', async () => {
      const carol = await signUpTestUser(api.baseUrl);
      const first = await list(carol);
      expect(first).toEqual({
        notifications: [
          {
            id: expect.any(String) as string,
            ...SYSTEM_NOTIFICATIONS.newSession,
            read: false,
            route: null,
            createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) as string,
          },
        ],
        nextCursor: null,
        unreadCount: 1,
      });

      const now = Date.now();
      const [older, newer, newest] = await insertRows(getDb(), carol.user.id, [
        { title: 'older', createdAt: new Date(now - 3 * DAY_MS).toISOString(), read: true },
        { title: 'newer', createdAt: new Date(now - DAY_MS).toISOString() },
        { title: 'newest', createdAt: new Date(now + 60_000).toISOString(), read: true },
      ]);
      const page = await list(carol);
      expect(page.notifications.map((row) => row.id)).toEqual([newest, first.notifications[0]?.id, newer, older]);
      expect(page.notifications.map((row) => row.read)).toEqual([true, false, false, true]);
      expect(page.unreadCount).toBe(2);
      expect(page.nextCursor).toBeNull();
      // Other users see none of it.
      expect((await list(bob)).notifications.map((row) => row.id)).not.toContain(newest);
    });

    it('filters unread, read and all; the unread count is the same whatever the filter', async () => {
      const dan = await signUpTestUser(api.baseUrl);
      const base = Date.parse('2025-01-10T12:00:00.000Z');
      await insertRows(
        getDb(),
        dan.user.id,
        Array.from({ length: 6 }, (_, index) => ({
          title: `f${index}`,
          read: index % 3 === 0,
          createdAt: new Date(base + index * 1_000).toISOString(),
        })),
      );
      const all = await list(dan, '?filter=all');
      const unread = await list(dan, '?filter=unread');
      const read = await list(dan, '?filter=read');
      const byDefault = await list(dan);

      expect(all.notifications.map((row) => row.id)).toEqual(await expectedOrder(getDb(), dan.user.id));
      expect(byDefault).toEqual(all);
      expect(unread.notifications.map((row) => row.id)).toEqual(await expectedOrder(getDb(), dan.user.id, 'not read'));
      expect(read.notifications.map((row) => row.id)).toEqual(await expectedOrder(getDb(), dan.user.id, 'read'));
      expect(unread.notifications.every((row) => !row.read)).toBe(true);
      expect(read.notifications.every((row) => row.read)).toBe(true);
      expect(read.notifications).toHaveLength(2);
      // 4 inserted unread, plus the sign-up's.
      expect(unread.notifications).toHaveLength(5);
      for (const answer of [all, unread, read]) expect(answer.unreadCount).toBe(5);
    });

    it('pages through ties of equal times (to the microsecond) with no duplicate and no gap', async () => {
      const erin = await signUpTestUser(api.baseUrl);
      await insertRows(getDb(), erin.user.id, [
        // Seven rows at one millisecond, as ids alone order them.
        ...Array.from({ length: 7 }, () => ({ createdAt: '2025-02-01T10:00:00.000Z' })),
        // Rows written in one transaction share now() to the microsecond, below what a
        // JavaScript date holds.
        ...Array.from({ length: 5 }, () => ({ createdAt: '2025-02-01T09:00:00.000250Z' })),
        // One microsecond apart, in the same millisecond.
        { createdAt: '2025-02-01T08:00:00.000002Z' },
        { createdAt: '2025-02-01T08:00:00.000001Z' },
        { createdAt: '2025-02-01T08:00:00.000000Z' },
        { createdAt: '2025-02-01T07:00:00.000Z', read: true },
        { createdAt: '2025-02-01T07:00:00.000Z', read: true },
      ]);
      const expected = await expectedOrder(getDb(), erin.user.id);
      expect(expected).toHaveLength(18);
      expect((await list(erin, '?limit=50')).notifications.map((row) => row.id)).toEqual(expected);

      for (const [limit, filter, where] of [
        [1, 'all', 'true'],
        [2, 'all', 'true'],
        [3, 'all', 'true'],
        [5, 'all', 'true'],
        [18, 'all', 'true'],
        [2, 'unread', 'not read'],
        [1, 'read', 'read'],
      ] as const) {
        const seen: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const query: string = `?filter=${filter}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
          const page = await list(erin, query);
          expect(page.notifications.length).toBeLessThanOrEqual(limit);
          seen.push(...page.notifications.map((row) => row.id));
          cursor = page.nextCursor;
          pages += 1;
          expect(pages).toBeLessThan(40);
        } while (cursor !== null);
        expect(seen, `limit ${limit}, filter ${filter}`).toEqual(await expectedOrder(getDb(), erin.user.id, where));
        // The last page is full only when the rows divide evenly, and then no empty page follows.
        expect(pages).toBe(Math.max(1, Math.ceil(seen.length / limit)));
      }

      // A cursor naming no row of the caller's (someone else's, say) pages by its time alone.
      const [foreign] = await insertRows(getDb(), alice.user.id, [{ createdAt: '2025-02-01T10:00:00.000Z' }]);
      const cursor = Buffer.from(JSON.stringify(['2025-02-01T08:30:00.000Z', foreign])).toString('base64url');
      const older = await list(erin, `?limit=50&cursor=${cursor}`);
      expect(older.notifications.map((row) => row.id)).toEqual(expected.slice(-5));
    });

    it('keeps its place while newer notifications arrive between pages', async () => {
      const fay = await signUpTestUser(api.baseUrl);
      await insertRows(
        getDb(),
        fay.user.id,
        Array.from({ length: 6 }, (_, index) => ({ createdAt: `2025-03-01T10:00:0${index}.000Z` })),
      );
      const before = await expectedOrder(getDb(), fay.user.id);
      const first = await list(fay, '?limit=3');
      await insertRows(getDb(), fay.user.id, [{ createdAt: new Date(Date.now() + 60_000).toISOString() }]);
      const second = await list(fay, `?limit=3&cursor=${first.nextCursor ?? ''}`);
      const third = await list(fay, `?limit=3&cursor=${second.nextCursor ?? ''}`);
      expect([...first.notifications, ...second.notifications, ...third.notifications].map((row) => row.id)).toEqual(
        before,
      );
      expect(third.nextCursor).toBeNull();
    });

    const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    it.each([
      ['limit=0', 'limit'],
      ['limit=51', 'limit'],
      ['limit=-1', 'limit'],
      ['limit=1.5', 'limit'],
      ['limit=abc', 'limit'],
      ['filter=archived', 'filter'],
      ['filter=', 'filter'],
      ['cursor=not-a-cursor', 'cursor'],
      [`cursor=${'a'.repeat(201)}`, 'cursor'],
      [`cursor=${cursorOf({ createdAt: '2025-01-01T00:00:00.000Z' })}`, 'cursor'],
      [`cursor=${cursorOf(['2025-01-01T00:00:00.000Z', 'not-a-uuid'])}`, 'cursor'],
      [`cursor=${cursorOf(['yesterday', randomUUID()])}`, 'cursor'],
      [`cursor=${cursorOf([null, randomUUID()])}`, 'cursor'],
      // Shaped like a uuid to a lax pattern, yet PostgreSQL would refuse it.
      [`cursor=${cursorOf(['2025-01-01T00:00:00.000Z', '-'.repeat(36)])}`, 'cursor'],
      [`cursor=${cursorOf(['2025-01-01T00:00:00.000Z', 'g'.repeat(8) + '-0000-4000-8000-000000000000'])}`, 'cursor'],
      // A date JavaScript accepts that PostgreSQL does not read back.
      [`cursor=${cursorOf(['+275760-09-13T00:00:00.000Z', randomUUID()])}`, 'cursor'],
      [`cursor=${cursorOf(['-000001-01-01T00:00:00.000Z', randomUUID()])}`, 'cursor'],
      [`cursor=${cursorOf(['0000-01-01T00:00:00.000Z', randomUUID()])}`, 'cursor'],
      [`cursor=${cursorOf(['2025-13-01T00:00:00.000Z', randomUUID()])}`, 'cursor'],
    ])('answers 400 VALIDATION_FAILED to %s, changing nothing', async (query, field) => {
      const before = await readOwnedRows(getDb(), alice.user.id);
      const response = await api.call('GET', `/api/notifications?${query}`, { cookie: alice.cookie });
      expect(response.status).toBe(400);
      const error = await readError(response);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.issues?.map((issue) => issue.path)).toEqual([field]);
      expect(await readOwnedRows(getDb(), alice.user.id)).toEqual(before);
    });
  });
});
