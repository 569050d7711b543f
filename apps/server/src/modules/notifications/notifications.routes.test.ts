import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ErrorResponse } from '@alavanca/contracts/errors';
import {
  MarkAllReadResponse,
  MarkNotificationResponse,
  MotivationResponse,
  NotificationListResponse,
  RealtimeEvent,
} from '@alavanca/contracts/notifications';
import { SYSTEM_NOTIFICATIONS } from '@alavanca/contracts/system-notifications';
import deDE from '@alavanca/contracts/locales/de-DE/notifications.json';
import enUS from '@alavanca/contracts/locales/en-US/notifications.json';
import frFR from '@alavanca/contracts/locales/fr-FR/notifications.json';
import ptBR from '@alavanca/contracts/locales/pt-BR/notifications.json';
import { LANGUAGES } from '@alavanca/domain/constants';
import { allMotivationKeys, MOTIVATION_KEY_PREFIX } from '@alavanca/domain/mentor/motivation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { readMigrationJournal, readMigrationState } from '../../db/migrations';
import { resolveMigrationsFolder } from '../../server-paths';
import { describeEachDatabase } from '../../test/databases';
import { signUpTestUser, toCookieHeader, type TestUser } from '../../test/users';
import { readOwnedRows } from '../../test/read-owned-rows';
import { startTestApp, type TestApp } from '../../test/test-app';
import { notificationText } from './notification-text';

/** The channel the event bus publishes on (every instance listens to it). */
const EVENTS_CHANNEL = 'alavanca_events';
const EMAIL_WAIT_MS = 5_000;
const EVENT_WAIT_MS = 2_000;
const DAY_MS = 24 * 60 * 60_000;

interface InsertedRow {
  id?: string;
  title?: string;
  read?: boolean;
  /** A PostgreSQL timestamptz literal, so tests control ties (to the microsecond). */
  createdAt: string;
}

/** Rows written straight into the table, as the system would, with chosen times. */
async function insertRows(db: Database, userId: string, rows: InsertedRow[]): Promise<string[]> {
  const ids: string[] = [];
  for (const row of rows) {
    const id = row.id ?? randomUUID();
    await db.query(
      `insert into notifications (id, user_id, title, description, type, read, route, created_at)
       values ($1, $2, $3, 'plain description', 'default', $4, null, $5::timestamptz)`,
      [id, userId, row.title ?? `row ${ids.length}`, row.read ?? false, row.createdAt],
    );
    ids.push(id);
  }
  return ids;
}

/** The user's ids in the order the list must follow: newest first, ties by id descending. */
async function expectedOrder(db: Database, userId: string, where = 'true'): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select id from notifications where user_id = $1 and ${where} order by created_at desc, id desc`,
    [userId],
  );
  return rows.map((row) => row.id);
}

async function readError(response: Response) {
  return ErrorResponse.parse(await response.json()).error;
}

/** Every payload published on the events channel, as another instance would receive it. */
async function recordPublished(db: Database) {
  const received: { userId: string; event: RealtimeEvent }[] = [];
  const stop = await db.listen(EVENTS_CHANNEL, (payload) => {
    const parsed = JSON.parse(payload) as { userId: string; event: unknown };
    received.push({ userId: parsed.userId, event: RealtimeEvent.parse(parsed.event) });
  });
  return {
    received,
    stop,
    async waitFor(count: number) {
      const deadline = Date.now() + EVENT_WAIT_MS;
      while (received.length < count && Date.now() < deadline) await sleep(20);
      return received;
    },
  };
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

interface OutboxRow {
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date;
}

async function notificationEmails(db: Database, to: string): Promise<OutboxRow[]> {
  return db.query<OutboxRow & Record<string, unknown>>(
    `select subject, text_body, html_body, created_at from email_outbox
      where to_address = $1 and kind = 'notification' order by created_at`,
    [to],
  );
}

/** The copy leaves after the response: wait until `count` copies reached the address. */
async function waitForEmails(db: Database, to: string, count: number): Promise<OutboxRow[]> {
  const deadline = Date.now() + EMAIL_WAIT_MS;
  for (;;) {
    const rows = await notificationEmails(db, to);
    if (rows.length >= count) return rows;
    if (Date.now() > deadline) throw new Error(`Only ${rows.length} notification e-mails reached ${to}, not ${count}.`);
    await sleep(50);
  }
}

describeEachDatabase('notification routes', (getDb) => {
  let api: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    api = await startTestApp(getDb());
    alice = await signUpTestUser(api.baseUrl, { name: 'Alice Alves' });
    bob = await signUpTestUser(api.baseUrl, { name: 'Bob Brito' });
  });
  afterAll(async () => {
    await api?.close();
  });

  async function list(user: TestUser, query = '') {
    const response = await api.call('GET', `/api/notifications${query}`, { cookie: user.cookie });
    expect(response.status).toBe(200);
    return NotificationListResponse.parse(await response.json());
  }

  async function markRead(user: TestUser, id: string) {
    return api.call('PATCH', `/api/notifications/${id}`, { cookie: user.cookie, body: { read: true } });
  }

  async function signIn(user: TestUser): Promise<string> {
    const response = await api.call('POST', '/api/session', {
      body: { email: user.email, password: user.password },
    });
    expect(response.status).toBe(200);
    return toCookieHeader(response.headers.getSetCookie());
  }

  async function notificationRows(userId: string) {
    return getDb().query('select * from notifications where user_id = $1 order by id', [userId]);
  }

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

  describe('marking read', () => {
    it('marks one of the caller’s notifications read, answers it and tells the user’s tabs', async () => {
      const gus = await signUpTestUser(api.baseUrl);
      const [target, other] = await insertRows(getDb(), gus.user.id, [
        { title: 'target', createdAt: '2025-04-01T10:00:00.000Z' },
        { title: 'other', createdAt: '2025-04-01T11:00:00.000Z' },
      ]);
      if (!target || !other) throw new Error('not inserted');
      const events = await recordPublished(getDb());
      try {
        const response = await markRead(gus, target);
        expect(response.status).toBe(200);
        const { notification } = MarkNotificationResponse.parse(await response.json());
        expect(notification).toEqual({
          id: target,
          title: 'target',
          description: 'plain description',
          type: 'default',
          read: true,
          route: null,
          createdAt: '2025-04-01T10:00:00.000Z',
        });
        const [published] = await events.waitFor(1);
        expect(published).toEqual({
          userId: gus.user.id,
          event: { type: 'notification.updated', id: target, at: expect.any(Number) as number },
        });
      } finally {
        await events.stop();
      }
      const page = await list(gus);
      expect(page.notifications.find((row) => row.id === target)?.read).toBe(true);
      expect(page.notifications.find((row) => row.id === other)?.read).toBe(false);
      expect(page.unreadCount).toBe(2);

      // Marking it again is harmless.
      const again = await markRead(gus, target);
      expect(again.status).toBe(200);
      expect(MarkNotificationResponse.parse(await again.json()).notification.read).toBe(true);
    });

    it('answers 400 to an id that is not a uuid and 404 to an unknown one', async () => {
      const before = await readOwnedRows(getDb(), alice.user.id);
      for (const id of ['not-a-uuid', '123', `${randomUUID()}x`, '------------------------------------']) {
        const response = await markRead(alice, id);
        expect(response.status, id).toBe(400);
        const error = await readError(response);
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.issues?.map((issue) => issue.path)).toEqual(['id']);
      }
      const unknown = await markRead(alice, randomUUID());
      expect(unknown.status).toBe(404);
      expect((await readError(unknown)).code).toBe('NOT_FOUND');
      expect(await readOwnedRows(getDb(), alice.user.id)).toEqual(before);
    });

    it('never shows or marks another user’s notification', async () => {
      const [alicesId] = await insertRows(getDb(), alice.user.id, [
        { title: 'alice only', createdAt: '2025-05-01T10:00:00.000Z' },
      ]);
      if (!alicesId) throw new Error('not inserted');
      const aliceBefore = await readOwnedRows(getDb(), alice.user.id);
      const events = await recordPublished(getDb());
      try {
        const response = await markRead(bob, alicesId);
        expect(response.status).toBe(404);
        expect((await readError(response)).code).toBe('NOT_FOUND');
        const readAll = await api.call('POST', '/api/notifications/read-all', { cookie: bob.cookie });
        expect(readAll.status).toBe(200);
        await sleep(200);
        expect(events.received.filter((entry) => entry.userId === alice.user.id)).toEqual([]);
      } finally {
        await events.stop();
      }
      expect(await readOwnedRows(getDb(), alice.user.id)).toEqual(aliceBefore);
      for (const filter of ['all', 'read', 'unread']) {
        const page = await list(bob, `?filter=${filter}&limit=50`);
        expect(page.notifications.map((row) => row.id)).not.toContain(alicesId);
      }
      expect((await list(alice)).notifications.find((row) => row.id === alicesId)?.read).toBe(false);
    });

    it.each([
      ['read: false', { read: false }],
      ['an empty object', {}],
      ['read as a string', { read: 'true' }],
      ['read as a number', { read: 1 }],
      ['a list', [{ read: true }]],
      ['null', null],
      ['no body', undefined],
    ])('answers 400 to a body with %s, changing nothing', async (_case, body) => {
      const [id] = await insertRows(getDb(), alice.user.id, [{ createdAt: '2025-06-01T10:00:00.000Z' }]);
      if (!id) throw new Error('not inserted');
      const before = await readOwnedRows(getDb(), alice.user.id);
      const response = await api.call('PATCH', `/api/notifications/${id}`, { cookie: alice.cookie, body });
      expect(response.status).toBe(400);
      expect((await readError(response)).code).toBe('VALIDATION_FAILED');
      expect(await readOwnedRows(getDb(), alice.user.id)).toEqual(before);
    });

    it('marks all of the caller’s notifications read, and only theirs', async () => {
      const hal = await signUpTestUser(api.baseUrl);
      const ivy = await signUpTestUser(api.baseUrl);
      await insertRows(getDb(), hal.user.id, [
        { createdAt: '2025-07-01T10:00:00.000Z' },
        { createdAt: '2025-07-01T11:00:00.000Z', read: true },
        { createdAt: '2025-07-01T12:00:00.000Z' },
      ]);
      await insertRows(getDb(), ivy.user.id, [{ createdAt: '2025-07-01T10:00:00.000Z' }]);
      const ivyBefore = await readOwnedRows(getDb(), ivy.user.id);

      const events = await recordPublished(getDb());
      try {
        const response = await api.call('POST', '/api/notifications/read-all', { cookie: hal.cookie });
        expect(response.status).toBe(200);
        // Two inserted unread, plus the sign-up's.
        expect(MarkAllReadResponse.parse(await response.json())).toEqual({ updated: 3 });
        const [published] = await events.waitFor(1);
        expect(published).toEqual({
          userId: hal.user.id,
          event: { type: 'notification.updated', at: expect.any(Number) as number },
        });

        const again = await api.call('POST', '/api/notifications/read-all', { cookie: hal.cookie });
        expect(MarkAllReadResponse.parse(await again.json())).toEqual({ updated: 0 });
        await sleep(200);
        // Nothing changed the second time: nothing to tell.
        expect(events.received).toHaveLength(1);
      } finally {
        await events.stop();
      }
      const page = await list(hal);
      expect(page.unreadCount).toBe(0);
      expect(page.notifications.every((row) => row.read)).toBe(true);
      expect(await readOwnedRows(getDb(), ivy.user.id)).toEqual(ivyBefore);
      expect((await list(ivy)).unreadCount).toBe(2);
    });
  });

  describe('motivation', () => {
    const motivationRows = (userId: string) =>
      getDb().query<{ id: string; created_at: Date }>(
        `select id, created_at from notifications where user_id = $1 and title like 'notifications:motivation.%'`,
        [userId],
      );

    it('writes one mentor line, then none for 24 hours', async () => {
      const jan = await signUpTestUser(api.baseUrl, { language: 'en-US' });
      const response = await api.call('POST', '/api/notifications/motivation', { cookie: jan.cookie });
      expect(response.status).toBe(200);
      const { notification } = MotivationResponse.parse(await response.json());
      expect(notification).toMatchObject({ type: 'info', route: '/mentor-ia', read: false });
      const title = notification?.title ?? '';
      const description = notification?.description ?? '';
      expect(title.startsWith(MOTIVATION_KEY_PREFIX)).toBe(true);
      expect(description.startsWith(MOTIVATION_KEY_PREFIX)).toBe(true);
      // A persona's title with one of that persona's lines.
      const source = /^notifications:motivation\.(\w+)\.title$/.exec(title)?.[1];
      expect(description).toMatch(new RegExp(`^notifications:motivation\\.${source}\\.lines\\.\\d+$`));
      expect(allMotivationKeys()).toContain(title);
      expect(allMotivationKeys()).toContain(description);
      expect((await list(jan)).notifications[0]?.id).toBe(notification?.id);

      const second = await api.call('POST', '/api/notifications/motivation', { cookie: jan.cookie });
      expect(second.status).toBe(200);
      expect(MotivationResponse.parse(await second.json())).toEqual({ notification: null });
      expect(await motivationRows(jan.user.id)).toHaveLength(1);

      // Still within the 24 hours: none.
      await getDb().query(
        `update notifications set created_at = now() - interval '23 hours 59 minutes' where id = $1`,
        [notification?.id],
      );
      const third = await api.call('POST', '/api/notifications/motivation', { cookie: jan.cookie });
      expect(MotivationResponse.parse(await third.json())).toEqual({ notification: null });

      // Once 24 hours passed, another.
      await getDb().query(`update notifications set created_at = now() - interval '24 hours 1 minute' where id = $1`, [
        notification?.id,
      ]);
      const fourth = await api.call('POST', '/api/notifications/motivation', { cookie: jan.cookie });
      expect(MotivationResponse.parse(await fourth.json()).notification).not.toBeNull();
      expect(await motivationRows(jan.user.id)).toHaveLength(2);
    });

    it('is not held back by another user’s line, nor by other notifications', async () => {
      const kim = await signUpTestUser(api.baseUrl);
      const lee = await signUpTestUser(api.baseUrl);
      await insertRows(getDb(), lee.user.id, [
        { title: 'notifications:system.newSession.title', createdAt: new Date().toISOString() },
      ]);
      const forKim = await api.call('POST', '/api/notifications/motivation', { cookie: kim.cookie });
      expect(MotivationResponse.parse(await forKim.json()).notification).not.toBeNull();
      const forLee = await api.call('POST', '/api/notifications/motivation', { cookie: lee.cookie });
      expect(MotivationResponse.parse(await forLee.json()).notification).not.toBeNull();
    });

    it('writes exactly one line for 20 requests at once', async () => {
      const max = await signUpTestUser(api.baseUrl);
      const answers = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const response = await api.call('POST', '/api/notifications/motivation', { cookie: max.cookie });
          expect(response.status).toBe(200);
          return MotivationResponse.parse(await response.json()).notification;
        }),
      );
      expect(answers.filter((answer) => answer !== null)).toHaveLength(1);
      expect(await motivationRows(max.user.id)).toHaveLength(1);
    });
  });

  describe('e-mail copies', () => {
    it('sends each new notification by e-mail in the user’s current language', async () => {
      const nina = await signUpTestUser(api.baseUrl, { name: 'Nina Nunes', language: 'de-DE' });
      const [welcome] = await waitForEmails(getDb(), nina.email, 1);
      expect(welcome?.subject).toBe(deDE.system.newSession.title);
      expect(welcome?.text_body).toContain('Hallo Nina Nunes,');
      expect(welcome?.text_body).toContain(deDE.system.newSession.description);
      expect(welcome?.text_body).toMatch(/^https?:\/\/[^/\s]+\/notificacoes$/m);
      expect(welcome?.html_body).toContain('<html lang="de-DE">');

      const motivation = await api.call('POST', '/api/notifications/motivation', { cookie: nina.cookie });
      const { notification } = MotivationResponse.parse(await motivation.json());
      const [, copy] = await waitForEmails(getDb(), nina.email, 2);
      expect(copy?.subject).toBe(notificationText(notification?.title ?? '', 'de-DE'));
      expect(copy?.subject).not.toContain('notifications:');
      expect(copy?.text_body).toContain(notificationText(notification?.description ?? '', 'de-DE'));

      // The language is read when sending, not fixed at sign-up.
      const switched = await api.call('PATCH', '/api/preferences', {
        cookie: nina.cookie,
        body: { language: 'fr-FR' },
      });
      expect(switched.status).toBe(200);
      await signIn(nina);
      const [, , french] = await waitForEmails(getDb(), nina.email, 3);
      expect(french?.subject).toBe(frFR.system.newSession.title);
      expect(french?.text_body).toContain('Bonjour Nina Nunes,');
    });

    it('defaults to pt-BR, and sends nothing once the user turned e-mail notifications off', async () => {
      const otto = await signUpTestUser(api.baseUrl, { name: 'Otto' });
      const [first] = await waitForEmails(getDb(), otto.email, 1);
      expect(first?.subject).toBe(ptBR.system.newSession.title);

      const off = await api.call('PATCH', '/api/settings', {
        cookie: otto.cookie,
        body: { emailNotifications: false },
      });
      expect(off.status).toBe(200);
      expect(await off.json()).toMatchObject({ emailNotifications: false });

      await signIn(otto);
      const motivation = await api.call('POST', '/api/notifications/motivation', { cookie: otto.cookie });
      expect(MotivationResponse.parse(await motivation.json()).notification).not.toBeNull();
      const page = await list(otto);
      expect(page.notifications).toHaveLength(3);

      // A copy for someone else made after these arrives; Otto's would have by then.
      const paula = await signUpTestUser(api.baseUrl, { language: 'en-US' });
      const [paulas] = await waitForEmails(getDb(), paula.email, 1);
      expect(paulas?.subject).toBe(enUS.system.newSession.title);
      await sleep(300);
      expect(await notificationEmails(getDb(), otto.email)).toHaveLength(1);
    });
  });

  describe('migration 0002 (catalog keys)', () => {
    const statements = () =>
      fs
        .readFileSync(path.join(resolveMigrationsFolder(), '0002_notification-catalog-keys.sql'), 'utf8')
        .split('--> statement-breakpoint')
        .map((statement) => statement.trim())
        .filter((statement) => statement !== '');

    it('is applied', async () => {
      const journal = readMigrationJournal(resolveMigrationsFolder());
      const state = await readMigrationState(getDb(), journal);
      expect(state).toMatchObject({ applied: journal.entries.length, latest: journal.entries.at(-1)?.tag });
      expect(journal.entries.map((entry) => entry.tag)).toContain('0002_notification-catalog-keys');
    });

    it('rewrites the old keys of system notifications, and only those', async () => {
      const quinn = await signUpTestUser(api.baseUrl);
      const insert = (title: string, description: string) =>
        getDb()
          .query<{ id: string }>(
            `insert into notifications (user_id, title, description, type) values ($1, $2, $3, 'warning') returning id`,
            [quinn.user.id, title, description],
          )
          .then(([row]) => row?.id ?? '');
      const oldSession = await insert(
        'notifications.system.newSession.title',
        'notifications.system.newSession.description',
      );
      const oldReset = await insert(
        'notifications.system.passwordRecovery.title',
        'notifications.system.passwordRecovery.description',
      );
      const untouched = [
        ['notifications:system.newSession.title', 'notifications:system.newSession.description'],
        ['notifications.systemic', 'Notifications system is down'],
        ['Your notifications.system.newSession', 'plain text'],
        ['notifications:motivation.eva.title', 'notifications:motivation.eva.lines.1'],
      ];
      const untouchedIds = [];
      for (const [title, description] of untouched) untouchedIds.push(await insert(title ?? '', description ?? ''));
      const before = await readOwnedRows(getDb(), quinn.user.id);

      expect(statements()).toHaveLength(2);
      // Twice: the second run finds nothing left to change.
      for (let run = 0; run < 2; run += 1) {
        for (const statement of statements()) await getDb().query(statement);
      }

      const rows = await getDb().query<{ id: string; title: string; description: string }>(
        'select id, title, description from notifications where user_id = $1',
        [quinn.user.id],
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      expect(byId.get(oldSession)).toMatchObject({
        title: SYSTEM_NOTIFICATIONS.newSession.title,
        description: SYSTEM_NOTIFICATIONS.newSession.description,
      });
      expect(byId.get(oldReset)).toMatchObject({
        title: SYSTEM_NOTIFICATIONS.passwordRecovery.title,
        description: SYSTEM_NOTIFICATIONS.passwordRecovery.description,
      });
      untouchedIds.forEach((id, index) => {
        expect(byId.get(id)).toMatchObject({ title: untouched[index]?.[0], description: untouched[index]?.[1] });
      });
      // Every other row of the user is as it was.
      const after = await readOwnedRows(getDb(), quinn.user.id);
      const changed = new Set([oldSession, oldReset]);
      expect((after.notifications ?? []).filter((row) => !changed.has(row.id as string))).toEqual(
        (before.notifications ?? []).filter((row) => !changed.has(row.id as string)),
      );
      // The rewritten rows now read as text in every language.
      const session = byId.get(oldSession);
      for (const language of LANGUAGES) {
        expect(notificationText(session?.title ?? '', language)).not.toBe(session?.title);
      }
    });
  });
});

describe('notificationText', () => {
  it('translates catalog keys in every language', () => {
    expect(notificationText(SYSTEM_NOTIFICATIONS.newSession.title, 'pt-BR')).toBe('Nova Sessão Iniciada');
    expect(notificationText(SYSTEM_NOTIFICATIONS.newSession.title, 'en-US')).toBe('New Session Started');
    expect(notificationText(SYSTEM_NOTIFICATIONS.newSession.title, 'es-ES')).toBe('Nueva sesión iniciada');
    expect(notificationText(SYSTEM_NOTIFICATIONS.newSession.title, 'fr-FR')).toBe('Nouvelle session ouverte');
    expect(notificationText(SYSTEM_NOTIFICATIONS.newSession.title, 'de-DE')).toBe('Neue Sitzung gestartet');
    expect(notificationText(SYSTEM_NOTIFICATIONS.passwordRecovery.description, 'en-US')).toBe(
      enUS.system.passwordRecovery.description,
    );
    expect(notificationText('notifications:motivation.eva.lines.1', 'en-US')).toBe(enUS.motivation.eva.lines['1']);
  });

  it('has a text for every key the system writes, in every language', () => {
    const keys = [
      ...Object.values(SYSTEM_NOTIFICATIONS).flatMap((entry) => [entry.title, entry.description]),
      ...allMotivationKeys(),
    ];
    for (const language of LANGUAGES) {
      for (const key of keys) {
        const text = notificationText(key, language);
        expect(text, `${language} ${key}`).not.toBe(key);
        expect(text.trim(), `${language} ${key}`).not.toBe('');
      }
    }
  });

  it.each([
    'Plain text written by hand',
    '',
    'notifications.system.newSession.title',
    'Notifications:system.newSession.title',
    ' notifications:system.newSession.title',
  ])('leaves text that is not a key as it is: %j', (value) => {
    for (const language of LANGUAGES) expect(notificationText(value, language)).toBe(value);
  });

  it.each([
    'notifications:',
    'notifications:system',
    'notifications:system.newSession',
    'notifications:system.nothing.title',
    'notifications:system.newSession.title.more',
    'notifications:constructor',
    'notifications:toString',
    'notifications:__proto__',
    'notifications:__proto__.constructor',
    'notifications:system.newSession.title.length',
  ])('answers a key the catalog lacks as it is: %s', (key) => {
    for (const language of LANGUAGES) expect(notificationText(key, language)).toBe(key);
  });
});
